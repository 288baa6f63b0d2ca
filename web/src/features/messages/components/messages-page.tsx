import { Box, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { QueryError } from '@/components/ui/query-error';
import { viewerId } from '@/lib/viewer';
import { useConversations } from '../api/get-conversations';
import type { ConversationSummary } from '../api/types';
import { ConversationList } from './conversation-list';
import { ThreadView } from './thread-view';

/**
 * Every messaging route of spec §2: /messages and /messaging[/conversations] list the
 * conversations; /messages/:userId, /messaging/conversations/:recipientId and
 * /messages?conversation={userId} open one; /messaging/shipments[/:shipmentId] show the
 * shipment threads.
 */
export function MessagesPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const shipments = pathname.startsWith('/messaging/shipments');
  const shipmentId = params.shipmentId;
  const list = useConversations(shipmentId);
  const me = viewerId();
  const items = (list.data?.items ?? []).filter((c) => !shipments || shipmentId || c.shipmentIds.length > 0);
  const selected =
    params.userId ??
    params.recipientId ??
    search.get('conversation') ??
    search.get('with') ??
    (shipmentId && items.length === 1 ? items[0]!.userId : undefined);
  const base = shipments ? (shipmentId ? `/messaging/shipments/${shipmentId}` : '/messaging/shipments') : '/messages';
  const hrefFor = (c: ConversationSummary) =>
    shipments ? `/messaging/shipments/${shipmentId ?? c.shipmentIds[0]}?with=${c.userId}` : `/messages/${c.userId}`;
  const title = shipments ? 'Shipment conversations' : 'Messages';

  return (
    <Container maxW="6xl" py={{ base: '2', md: '6' }} px={{ base: '2', md: '6' }}>
      <PageMeta title={title} path={pathname} description="Chat with travelers and shippers." />
      <Heading as="h1" size="2xl" mb="4" hideBelow={selected ? 'md' : undefined}>
        {title}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', md: '320px 1fr' }}
        borderWidth="1px"
        borderRadius="lg"
        h={{ base: 'calc(100vh - 160px)', md: '70vh' }}
        overflow="hidden"
      >
        <Box borderEndWidth={{ md: '1px' }} overflowY="auto" p="2" hideBelow={selected ? 'md' : undefined}>
          {list.isPending ? (
            <Spinner aria-label="Loading conversations" m="4" />
          ) : list.isError ? (
            <QueryError title="Conversations could not be loaded" error={list.error} />
          ) : items.length === 0 ? (
            <Stack p="4" gap="1">
              <Text fontWeight="medium">No conversations yet</Text>
              <Text fontSize="sm" color="fg.muted">
                {shipments
                  ? 'Messages about a shipment appear here.'
                  : 'Contact a traveler from Find Travelers to start one.'}
              </Text>
            </Stack>
          ) : (
            <ConversationList items={items} activeUserId={selected} hrefFor={hrefFor} me={me} />
          )}
        </Box>
        <Box minH="0" hideBelow={selected ? undefined : 'md'}>
          {selected ? (
            <ThreadView
              key={`${selected}:${shipmentId ?? ''}`}
              userId={selected}
              me={me}
              shipmentId={shipmentId}
              summary={list.data?.items.find((c) => c.userId === selected)}
              backHref={base}
            />
          ) : (
            <Stack h="full" align="center" justify="center" p="6" color="fg.muted">
              <Text>Select a conversation to read it.</Text>
            </Stack>
          )}
        </Box>
      </Grid>
    </Container>
  );
}
