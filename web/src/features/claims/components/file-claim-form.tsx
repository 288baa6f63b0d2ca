import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FilesField } from '@/components/ui/files-field';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, describeError } from '@/lib/api-error';
import { useClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import { CLAIM_TYPES, type ClaimType, useClaimableShipments, useFileClaim } from '../api/claims';

/** The sender files a claim on one of their carried shipments, with photos. */
export function FileClaimForm({ shipmentId: preset }: { shipmentId: string | null }) {
  const shipments = useClaimableShipments();
  const file = useFileClaim();
  const id = useClientId();
  const navigate = useNavigate();
  const [shipmentId, setShipmentId] = useState(preset ?? '');
  const [claimType, setClaimType] = useState<ClaimType>('damaged');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  if (shipments.isPending) return <PageSpinner />;
  if (shipments.error) return <QueryError title="We couldn't load your shipments." error={shipments.error} />;
  const options = shipments.data.items;
  if (options.length === 0 && !preset)
    return <Text color="fg.muted">You have no shipment a traveler carried yet: nothing to claim on.</Text>;
  const fieldError = (f: string) =>
    file.error instanceof ApiError ? file.error.fieldErrors.find((e) => e.field === f)?.message : undefined;
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        file.mutate(
          {
            claimId: id.current({ shipmentId, claimType, description, files: files.map((f) => [f.name, f.size]) }),
            shipmentId,
            claimType,
            description,
            files,
          },
          {
            onSuccess: (claim) => {
              id.renew();
              notify({
                title: 'Claim filed',
                description: 'The payment is frozen while we look into it.',
                type: 'success',
              });
              navigate(`/claims/${claim.id}`);
            },
          },
        );
      }}
    >
      <FormField label="Shipment" error={fieldError('shipmentId')}>
        <SelectField
          value={shipmentId}
          onChange={(e) => setShipmentId(e.target.value)}
          options={[
            { value: '', label: 'Choose a shipment' },
            ...options.map((s) => ({
              value: s.id,
              label: `${s.trackingNumber} · ${s.fromLocation} → ${s.toLocation}`,
            })),
            ...(preset && !options.some((s) => s.id === preset) ? [{ value: preset, label: 'This shipment' }] : []),
          ]}
        />
      </FormField>
      <FormField label="What happened?" error={fieldError('claimType')}>
        <SelectField
          value={claimType}
          onChange={(e) => setClaimType(e.target.value as ClaimType)}
          options={Object.entries(CLAIM_TYPES).map(([value, label]) => ({ value, label }))}
        />
      </FormField>
      <FormField label="Description" error={fieldError('description')} helper="At least 10 characters.">
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={5} maxLength={2000} />
      </FormField>
      <FilesField
        label="Photos"
        accept="image/jpeg,image/png,image/webp"
        onFiles={setFiles}
        error={fieldError('photos') ?? fieldError('photoKeys')}
        helper="Up to 5 JPEG, PNG or WebP photos of at most 5 MB."
      />
      {file.error && !fieldError('description') && (
        <Text color="fg.error" role="alert">
          {describeError(file.error)}
        </Text>
      )}
      <Button type="submit" colorPalette="red" alignSelf="start" loading={file.isPending} disabled={!shipmentId}>
        File claim
      </Button>
    </Stack>
  );
}
