import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { useNotificationPage } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 20;

/** /notifications: every notification, newest first, 20 a page. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const query = useNotificationPage(page, PAGE_SIZE);
  const markAll = useMarkAllNotificationsRead();
  const data = query.data;
  return (
    <Container maxW="3xl" py="8">
      <PageMeta
        title="Notifications"
        path="/notifications"
        description="Everything that happened on your shipments, trips and messages."
      />
      <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Notifications
        </Heading>
        {!!data?.unread && (
          <Button size="sm" variant="outline" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            Mark all as read
          </Button>
        )}
      </HStack>
      {query.isPending ? (
        <Spinner aria-label="Loading notifications" />
      ) : query.isError || !data ? (
        <QueryError title="Notifications could not be loaded" error={query.error} />
      ) : data.items.length === 0 ? (
        <Text color="fg.muted">No notifications yet. Updates on your shipments, trips and messages appear here.</Text>
      ) : (
        <Stack gap="1">
          {data.items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label="Notifications" />
        </Stack>
      )}
    </Container>
  );
}
