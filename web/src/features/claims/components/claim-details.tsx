import { Badge, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { dateTime, formatMoney } from '@/lib/marketplace-format';
import { CLAIM_OUTCOMES, CLAIM_STATUSES, CLAIM_TYPES, type Claim } from '../api/claims';
import { ClaimPhoto } from './claim-photo';

function Photos({ claim, ids, who }: { claim: Claim; ids: string[]; who: string }) {
  if (!ids.length) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      {ids.map((p, i) => (
        <ClaimPhoto key={p} claimId={claim.id} photoId={p} alt={`${who} photo ${i + 1}`} />
      ))}
    </HStack>
  );
}

/** Both sides of a claim, the payment's state and, once resolved, the outcome and its reason. */
export function ClaimDetails({ claim }: { claim: Claim }) {
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, claim.currency ?? 'USD'));
  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={claim.status === 'resolved' ? 'green' : 'orange'}>{CLAIM_STATUSES[claim.status]}</Badge>
        {claim.escrowStatus === 'frozen' && <Badge colorPalette="blue">Payment frozen</Badge>}
        <Text color="fg.muted">
          {CLAIM_TYPES[claim.claimType]} · shipment {claim.trackingNumber ?? claim.shipmentId.slice(0, 8)} · filed{' '}
          {dateTime(claim.filedAt)}
        </Text>
      </HStack>
      <Stack gap="2" as="section" aria-label="Sender's claim">
        <Text fontWeight="semibold">The sender says</Text>
        <Text whiteSpace="pre-wrap">{claim.description}</Text>
        <Photos claim={claim} ids={claim.photoKeys} who="Sender's" />
      </Stack>
      <Stack gap="2" as="section" aria-label="Traveler's answer">
        <Text fontWeight="semibold">The traveler says</Text>
        {claim.travelerStatement ? (
          <>
            <Text whiteSpace="pre-wrap">{claim.travelerStatement}</Text>
            <Photos claim={claim} ids={claim.travelerPhotoKeys} who="Traveler's" />
          </>
        ) : (
          <Text color="fg.muted">No answer yet.</Text>
        )}
      </Stack>
      {claim.outcome && (
        <Stack gap="2" as="section" aria-label="Outcome" borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="semibold">Outcome: {CLAIM_OUTCOMES[claim.outcome]}</Text>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Refunded to the sender</DataList.ItemLabel>
              <DataList.ItemValue>{money(claim.refundAmount)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Paid to the traveler</DataList.ItemLabel>
              <DataList.ItemValue>{money(claim.travelerAmount)}</DataList.ItemValue>
            </DataList.Item>
            {!!claim.insurancePayout && (
              <DataList.Item>
                <DataList.ItemLabel>Insurance payout</DataList.ItemLabel>
                <DataList.ItemValue>{money(claim.insurancePayout)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Text>Reason: {claim.resolutionReason}</Text>
        </Stack>
      )}
    </Stack>
  );
}
