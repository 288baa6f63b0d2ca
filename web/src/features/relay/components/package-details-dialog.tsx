import { Badge, Box, Button, DataList, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { PrivatePhoto } from '@/components/ui/private-photo';
import { QueryError } from '@/components/ui/query-error';
import { calendarDate, counted, dateTime, statusText } from '@/lib/marketplace-format';
import { useStoredPackage } from '../api/get-stored-package';
import { relayPhotoPath } from '../api/relay-photos';
import { CONDITION_LABEL, DISPLAY_STATUS_COLOR, DISPLAY_STATUS_LABEL } from '../utils/relay-texts';
import { RelayDialog } from './relay-dialog';

const ACTION_LABEL: Record<string, string> = {
  checked_in: 'Checked in',
  released_pickup: 'Released to traveler',
  released_delivery: 'Released to receiver',
  returned_to_sender: 'Returned to sender',
  near_limit: 'Approaching Limit',
  expired: 'Storage expired',
};

/** View Details: the package's storage record and its history (who, when, status change, notes). */
export function PackageDetailsDialog({
  pointId,
  packageId,
  onClose,
}: {
  pointId: string;
  packageId: string | null;
  onClose: () => void;
}) {
  const { data: pkg, isPending, error } = useStoredPackage(pointId, packageId);
  return (
    <RelayDialog
      open={!!packageId}
      onClose={onClose}
      title="Package details"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {isPending && <Spinner />}
      {error && <QueryError title="Could not load the package" error={error} />}
      {pkg && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            {[
              ['Tracking number', pkg.trackingNumber],
              ['Sender', pkg.senderName ?? 'Unknown'],
              ['Recipient', pkg.recipientName ?? 'Unknown'],
              ['Condition', CONDITION_LABEL[pkg.condition]],
              ['Condition notes', pkg.conditionNotes ?? '—'],
              ['Stored', `${dateTime(pkg.storedAt)} (${counted(pkg.storageDays, 'day')})`],
              ['Estimated storage', counted(pkg.estimatedStorageDays, 'day')],
              ['Expected pickup', pkg.expectedPickupDate ? calendarDate(pkg.expectedPickupDate) : 'TBD'],
              ['Handoff instructions', pkg.handoffInstructions ?? '—'],
              ['Emergency contact', pkg.emergencyContact ?? '—'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {pkg.photos.length > 0 && (
            <Box>
              <Text fontWeight="medium" mb="2">
                Condition photos
              </Text>
              <Wrap gap="2" aria-label="Condition photos">
                {pkg.photos.map((id, i) => (
                  <PrivatePhoto key={id} src={relayPhotoPath(pointId, pkg.id, id)} alt={`Condition photo ${i + 1}`} />
                ))}
              </Wrap>
            </Box>
          )}
          <Badge alignSelf="start" colorPalette={DISPLAY_STATUS_COLOR[pkg.displayStatus]}>
            {pkg.status === 'stored' ? DISPLAY_STATUS_LABEL[pkg.displayStatus] : statusText(pkg.status)}
          </Badge>
          <Box>
            <Text fontWeight="medium" mb="2">
              History
            </Text>
            <Stack gap="2" as="ol" aria-label="Storage history">
              {pkg.history.map((h) => (
                <Box as="li" key={h.id} listStyleType="none" borderLeftWidth="2px" ps="3">
                  <Text fontSize="sm" fontWeight="medium">
                    {ACTION_LABEL[h.action] ?? h.action}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {dateTime(h.timestamp)} · {h.performedByName ?? 'System'} ·{' '}
                    {h.previousStatus ? `${statusText(h.previousStatus)} → ` : ''}
                    {statusText(h.newStatus)}
                  </Text>
                  {h.notes && <Text fontSize="sm">{h.notes}</Text>}
                </Box>
              ))}
            </Stack>
          </Box>
        </Stack>
      )}
    </RelayDialog>
  );
}
