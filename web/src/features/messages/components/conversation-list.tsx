import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useIsOnline } from '@/lib/live-presence';
import { formatTimeLabel } from '@/lib/time-label';
import type { ConversationSummary } from '../api/types';
import { messagePreview } from '../utils/message-preview';

function ConversationRow({
  c,
  href,
  active,
  me,
}: {
  c: ConversationSummary;
  href: string;
  active: boolean;
  me: string | null;
}) {
  const online = useIsOnline(c.userId);
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      bg={active ? 'teal.subtle' : undefined}
      _hover={{ bg: active ? 'teal.subtle' : 'bg.muted' }}
    >
      <RouterLink to={href} aria-current={active ? 'page' : undefined} data-testid="conversation-row">
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minW="0">
            <Box
              w="2"
              h="2"
              borderRadius="full"
              bg={online ? 'green.500' : 'gray.300'}
              flexShrink={0}
              aria-label={online ? 'Online' : undefined}
            />
            <Text fontWeight={c.unreadCount ? 'bold' : 'medium'} truncate>
              {c.user.fullName}
            </Text>
          </HStack>
          {c.lastMessage && (
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatTimeLabel(c.lastMessage.createdAt, new Date())}
            </Text>
          )}
        </HStack>
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted" truncate>
            {c.lastMessage
              ? `${c.lastMessage.senderId === me ? 'You: ' : ''}${messagePreview(c.lastMessage.content)}`
              : ''}
          </Text>
          {c.unreadCount > 0 && (
            <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={`${c.unreadCount} unread`}>
              {c.unreadCount}
            </Badge>
          )}
        </HStack>
      </RouterLink>
    </Box>
  );
}

/** The conversation list: name, last message (60 characters + '…'), §9 time label, unread count. */
export function ConversationList({
  items,
  activeUserId,
  hrefFor,
  me,
}: {
  items: ConversationSummary[];
  activeUserId?: string;
  hrefFor: (c: ConversationSummary) => string;
  me: string | null;
}) {
  return (
    <Stack gap="1" as="nav" aria-label="Conversations">
      {items.map((c) => (
        <ConversationRow key={c.conversationId} c={c} href={hrefFor(c)} active={c.userId === activeUserId} me={me} />
      ))}
    </Stack>
  );
}
