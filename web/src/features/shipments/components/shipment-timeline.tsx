import { Text, Timeline } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { dateTime, statusText } from '@/lib/marketplace-format';
import { useShipmentTracking } from '../api/get-shipment-tracking';

/** The shipment's tracking entries, oldest first, for its sender and traveler. */
export function ShipmentTimeline({ shipmentId }: { shipmentId: string }) {
  const tracking = useShipmentTracking(shipmentId);
  if (tracking.isPending) return <PageSpinner label="Loading the timeline..." />;
  if (tracking.error) return <QueryError title="We couldn't load the tracking timeline." error={tracking.error} />;
  if (tracking.data.entries.length === 0) return <Text color="fg.muted">No tracking updates yet.</Text>;
  return (
    <Timeline.Root data-testid="shipment-timeline">
      {tracking.data.entries.map((entry, index) => (
        <Timeline.Item key={`${entry.createdAt}-${index}`}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>{statusText(entry.status)}</Timeline.Title>
            <Timeline.Description>
              {dateTime(entry.createdAt)}
              {entry.location ? ` · ${entry.location}` : ''}
            </Timeline.Description>
            {entry.notes && <Text fontSize="sm">{entry.notes}</Text>}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
