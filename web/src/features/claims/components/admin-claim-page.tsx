import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, describeError } from '@/lib/api-error';
import { useAuthUser } from '@/lib/auth-user';
import { toMinorUnits } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { CLAIM_OUTCOMES, type Claim, type ClaimOutcome, useResolveClaim } from '../api/claims';
import { ClaimView } from './claim-view';
import { AdminFrame } from '@/components/admin/admin-frame';

function ResolveForm({ claim }: { claim: Claim }) {
  const resolve = useResolveClaim(claim.id);
  const [outcome, setOutcome] = useState<ClaimOutcome>('partial_refund');
  const [refund, setRefund] = useState('');
  const [insurance, setInsurance] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<string | undefined>();
  const fieldError = (f: string) =>
    resolve.error instanceof ApiError ? resolve.error.fieldErrors.find((e) => e.field === f)?.message : undefined;
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        const refundAmount = outcome === 'partial_refund' ? toMinorUnits(refund) : undefined;
        const insurancePayout = insurance.trim() ? toMinorUnits(insurance) : 0;
        if (refundAmount === null || insurancePayout === null) return setLocal('Enter amounts like 15.00');
        setLocal(undefined);
        resolve.mutate(
          { outcome, refundAmount: refundAmount ?? undefined, insurancePayout, reason },
          { onSuccess: () => notify({ title: 'Claim resolved', type: 'success' }) },
        );
      }}
    >
      <FormField label="Decision">
        <SelectField
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as ClaimOutcome)}
          options={Object.entries(CLAIM_OUTCOMES).map(([value, label]) => ({ value, label }))}
        />
      </FormField>
      {outcome === 'partial_refund' && (
        <FormField
          label="Refund to the sender's card"
          error={fieldError('refundAmount') ?? local}
          helper="The rest goes to the traveler."
        >
          <Input inputMode="decimal" value={refund} onChange={(e) => setRefund(e.target.value)} placeholder="15.00" />
        </FormField>
      )}
      <FormField
        label="Insurance payout"
        required={false}
        error={fieldError('insurancePayout')}
        helper="Only for insured shipments."
      >
        <Input
          inputMode="decimal"
          value={insurance}
          onChange={(e) => setInsurance(e.target.value)}
          placeholder="0.00"
        />
      </FormField>
      <FormField label="Reason (both parties read it)" error={fieldError('reason')}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} />
      </FormField>
      {resolve.error && !fieldError('refundAmount') && !fieldError('insurancePayout') && !fieldError('reason') && (
        <Text color="fg.error" role="alert">
          {describeError(resolve.error)}
        </Text>
      )}
      <Button type="submit" colorPalette="teal" alignSelf="start" loading={resolve.isPending}>
        Resolve claim
      </Button>
    </Stack>
  );
}

/** /admin/claims/:id: both sides; an admin resolves it (release, partial or full refund, insurance). */
export function AdminClaimPage() {
  const { id = '' } = useParams();
  const me = useAuthUser().data;
  return (
    <AdminFrame>
      <PageMeta title="Claim" description="A claim." path={`/admin/claims/${id}`} noIndex />
      <ClaimView id={id} staff backTo="/admin/claims" backText="Claims">
        {(claim) =>
          claim.status !== 'resolved' &&
          (mayDo(me, 'claims.resolve') ? (
            <SectionCard idPrefix="claim" title="Resolve">
              <ResolveForm claim={claim} />
            </SectionCard>
          ) : (
            <Text color="fg.muted">Only an admin can resolve a claim.</Text>
          ))
        }
      </ClaimView>
    </AdminFrame>
  );
}
