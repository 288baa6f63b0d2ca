import { Box, Button, Heading, HStack, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { useIsOnline, useIsTyping } from '@/lib/live-presence';
import { formatTimeLabel } from '@/lib/time-label';
import { useSetBlocked } from '../api/block-user';
import { useMarkConversationRead } from '../api/mark-conversation';
import { useThread } from '../api/get-thread';
import type { ConversationSummary, Message } from '../api/types';
import { Composer } from './composer';
import { MessageActions } from './message-actions';

function Bubble({ m, mine, senderName }: { m: Message; mine: boolean; senderName: string }) {
  return (
    <Stack align={mine ? 'end' : 'start'} gap="0.5" data-testid="message-bubble">
      <Box
        maxW="80%"
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'teal.solid' : 'bg.muted'}
        color={mine ? 'teal.contrast' : undefined}
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {/* Plain text: React escapes it, markup is shown as typed. */}
        {m.content}
      </Box>
      <HStack gap="1" fontSize="xs" color="fg.muted">
        {m.reactionEmoji && <Text aria-label={`Reaction ${m.reactionEmoji}`}>{m.reactionEmoji}</Text>}
        <Text>{formatTimeLabel(m.createdAt, new Date())}</Text>
        {mine && <Text>{m.read ? 'Read' : m.delivered ? 'Delivered' : 'Sent'}</Text>}
        {!mine && <MessageActions message={m} senderName={senderName} />}
      </HStack>
    </Stack>
  );
}

/** One conversation: newest at the bottom, earlier messages on scrolling up, the composer. */
export function ThreadView({
  userId,
  me,
  shipmentId,
  summary,
  backHref,
}: {
  userId: string;
  me: string | null;
  shipmentId?: string;
  summary?: ConversationSummary;
  backHref: string;
}) {
  const thread = useThread(userId, shipmentId);
  const markRead = useMarkConversationRead();
  const block = useSetBlocked(userId);
  const online = useIsOnline(userId);
  const typing = useIsTyping(userId);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => (thread.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse(), [thread.data]);
  const newest = messages.at(-1)?.id;
  const name = thread.data?.pages[0]?.user.fullName ?? summary?.user.fullName ?? '';
  const unreadFromThem = messages.some((m) => m.senderId === userId && !m.read);

  useEffect(() => {
    if (unreadFromThem && !markRead.isPending) markRead.mutate(userId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new unread message
  }, [userId, newest, unreadFromThem]);
  useEffect(() => {
    // Stay at the newest message when one arrives.
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  const onScroll = () => {
    const el = scroller.current;
    if (el && el.scrollTop < 40 && thread.hasNextPage && !thread.isFetchingNextPage) {
      const before = el.scrollHeight;
      void thread.fetchNextPage().then(() => {
        // Keep the message being read in place while older ones are added above it.
        if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight - before;
      });
    }
  };

  return (
    <Stack h="full" gap="0" minH="0">
      <HStack justify="space-between" borderBottomWidth="1px" px="3" py="2" gap="2">
        <HStack gap="2" minW="0">
          <Button asChild size="xs" variant="ghost" hideFrom="md">
            <RouterLink to={backHref}>Back</RouterLink>
          </Button>
          <Stack gap="0" minW="0">
            <Heading size="md" truncate>
              {name}
            </Heading>
            <Text fontSize="xs" color={typing ? 'teal.fg' : 'fg.muted'} aria-live="polite" data-testid="presence-line">
              {typing ? 'typing…' : online ? 'Online' : 'Offline'}
            </Text>
          </Stack>
        </HStack>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" aria-label="Conversation options">
              ⋯
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="block" onClick={() => block.mutate(!summary?.blockedByMe)}>
                  {summary?.blockedByMe ? 'Unblock' : 'Block'} {name}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <Box ref={scroller} onScroll={onScroll} flex="1" overflowY="auto" px="3" py="3" minH="0" data-testid="thread">
        {thread.isPending ? (
          <Spinner aria-label="Loading messages" />
        ) : thread.isError ? (
          <QueryError title="Messages could not be loaded" error={thread.error} />
        ) : (
          <Stack gap="2">
            {thread.hasNextPage && (
              <Button
                size="xs"
                variant="ghost"
                alignSelf="center"
                onClick={() => void thread.fetchNextPage()}
                loading={thread.isFetchingNextPage}
              >
                Load earlier messages
              </Button>
            )}
            {messages.length === 0 && (
              <Text color="fg.muted" textAlign="center" py="6">
                No messages yet. Say hello to arrange your handoff.
              </Text>
            )}
            {messages.map((m) => (
              <Bubble key={m.id} m={m} mine={m.senderId === me} senderName={name} />
            ))}
          </Stack>
        )}
      </Box>
      <Box borderTopWidth="1px" p="3">
        <Composer recipientId={userId} shipmentId={shipmentId} disabled={summary?.blockedByMe} />
      </Box>
    </Stack>
  );
}
