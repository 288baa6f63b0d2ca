import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PrivatePhoto } from '@/components/ui/private-photo';
import { QueryError } from '@/components/ui/query-error';
import { dateTime } from '@/lib/marketplace-format';
import { relayStayPhotoPath, useRelayStorage } from '../api/get-relay-storage';

const LEG = { origin: 'Drop-off', destination: 'Collection' } as const;
const STATUS = { stored: 'At the relay point', released: 'Collected', returned: 'Returned to sender' } as const;

/** Where the package waited at relay points: condition on arrival and the staff's photos. */
export function ShipmentRelayStays({ shipmentId, usesRelay }: { shipmentId: string; usesRelay: boolean }) {
  const stays = useRelayStorage(shipmentId, usesRelay);
  if (!usesRelay) return null;
  if (stays.isPending) return <PageSpinner label="Loading relay point stays..." />;
  if (stays.error) return <QueryError title="We couldn't load the relay point stays." error={stays.error} />;
  if (stays.data.items.length === 0) return <Text color="fg.muted">Not checked in at a relay point yet.</Text>;
  return (
    <Stack gap="4" data-testid="relay-stays">
      {stays.data.items.map((s) => (
        <Box key={s.packageId} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">
              {LEG[s.leg]}: {s.relayPointName}
            </Text>
            <Badge>{STATUS[s.status]}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Checked in {dateTime(s.storedAt)} · condition {s.condition}
          </Text>
          {s.conditionNotes && <Text fontSize="sm">{s.conditionNotes}</Text>}
          {s.photos.length > 0 && (
            <Wrap gap="2" mt="2" aria-label={`Condition photos at ${s.relayPointName}`}>
              {s.photos.map((id, i) => (
                <PrivatePhoto key={id} src={relayStayPhotoPath(shipmentId, id)} alt={`Condition photo ${i + 1}`} />
              ))}
            </Wrap>
          )}
        </Box>
      ))}
    </Stack>
  );
}
