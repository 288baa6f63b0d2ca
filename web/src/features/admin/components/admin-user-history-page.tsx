import { Alert, Badge, Card, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { dateTime } from '@/lib/marketplace-format';
import { useAdminUser } from '../api/get-user';
import { useUserTimeline, type TimelineEntry } from '../api/get-user-timeline';
import { AdminPage } from '@/components/admin/admin-page';

/** `marketplace.shipment.matched` → "shipment matched". */
const eventLabel = (type: string) => type.split('.').slice(1).join(' ').replace(/_/g, ' ');

function Entry({ e }: { e: TimelineEntry }) {
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="history-entry">
      <Card.Body gap="1">
        <HStack justify="space-between" flexWrap="wrap">
          <HStack gap="2">
            <Badge>{e.context}</Badge>
            <Text fontWeight="semibold">{eventLabel(e.type)}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {dateTime(e.occurredAt)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Actor: {e.actorId ?? 'the system'} · Correlation: <Code fontSize="xs">{e.correlationId ?? '—'}</Code> · named
          as {e.as.join(', ')}
        </Text>
        <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
          {JSON.stringify(e.data)}
        </Code>
      </Card.Body>
    </Card.Root>
  );
}

export function AdminUserHistoryPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const q = useUserTimeline(userId);
  const name = user.data ? `${user.data.fullName || user.data.username} (@${user.data.username})` : 'this user';
  return (
    <AdminPage
      action="users.history.read"
      title="User history"
      summary={`Everything every part of Oneway recorded about ${name}, newest first.`}
    >
      {q.isPending ? (
        <PageSpinner label="Loading history..." />
      ) : q.isError ? (
        <QueryError title="Could not load the history" error={q.error} />
      ) : (
        <Stack gap="3">
          {q.data.unavailable.length > 0 && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>Part of the history is missing: {q.data.unavailable.join(', ')} did not answer.</Alert.Title>
            </Alert.Root>
          )}
          {q.data.items.length === 0 ? (
            <EmptyStateCard title="No history" text="Nothing has been recorded about this user." />
          ) : (
            <Stack as="ol" gap="2" data-testid="user-history">
              {q.data.items.map((e) => (
                <Entry key={`${e.context}-${e.eventId}`} e={e} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </AdminPage>
  );
}
