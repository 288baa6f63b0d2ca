import { Alert, Badge, Card, Heading, Stack, Text, Timeline } from '@chakra-ui/react';
import { ApiError, describeError } from '@/lib/api-error';
import { dateTime } from '@/lib/marketplace-format';
import type { TrackingTimeline } from '../api/get-tracking';
import { statusLabel } from '../utils/tracking-number';

export function TrackingResult({ number, data, error }: { number: string; data?: TrackingTimeline; error: unknown }) {
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Alert.Root status={notFound ? 'warning' : 'error'} data-testid="tracking-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {notFound
              ? `We couldn't find a shipment with tracking number ${number}.`
              : 'Tracking is unavailable right now.'}
          </Alert.Title>
          <Alert.Description>
            {notFound
              ? 'Check the number in your shipment e-mail and try again.'
              : `${describeError(error)} Please try again in a few minutes.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!data) return null;
  return (
    <Card.Root data-testid="tracking-result">
      <Card.Body gap="4">
        {/* Phones stack the number over the status; the badge keeps its own width there. */}
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'start', sm: 'center' }}
        >
          <Heading as="h2" size="lg">
            {data.trackingNumber}
          </Heading>
          <Badge colorPalette="teal" size="lg">
            {statusLabel(data.status)}
          </Badge>
        </Stack>
        <Text color="fg.muted">
          {data.fromLocation} → {data.toLocation}
        </Text>
        {data.entries.length === 0 ? (
          <Text>No tracking updates yet.</Text>
        ) : (
          <Timeline.Root>
            {data.entries.map((event, index) => (
              <Timeline.Item key={`${event.createdAt}-${index}`}>
                <Timeline.Connector>
                  <Timeline.Separator />
                  <Timeline.Indicator />
                </Timeline.Connector>
                <Timeline.Content>
                  <Timeline.Title>{statusLabel(event.status)}</Timeline.Title>
                  <Timeline.Description>
                    {dateTime(event.createdAt)}
                    {event.location ? ` · ${event.location}` : ''}
                  </Timeline.Description>
                </Timeline.Content>
              </Timeline.Item>
            ))}
          </Timeline.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
