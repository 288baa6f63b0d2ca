import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTarget } from '@/lib/notification-target';
import { formatTimeLabel } from '@/lib/time-label';
import type { AppNotification } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * One notification: a link to its target (spec §4 link map), so it can also be opened in a new
 * tab; following it marks it read.
 */
export function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen?: () => void }) {
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
    onOpen?.();
  };
  return (
    <Box
      asChild
      display="block"
      textAlign="start"
      w="full"
      px="3"
      py="2"
      borderRadius="md"
      bg={notification.read ? undefined : 'teal.subtle'}
      _hover={{ bg: 'bg.muted' }}
      data-testid="notification-item"
      data-read={notification.read}
    >
      <RouterLink to={notificationTarget(notification)} onClick={open}>
        <HStack align="start" gap="2">
          <Circle size="2" mt="2" bg={notification.read ? 'transparent' : 'teal.solid'} aria-hidden />
          <Stack gap="0" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={notification.read ? 'normal' : 'semibold'} fontSize="sm" truncate>
                {notification.title || 'Notification'}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                {formatTimeLabel(notification.createdAt, new Date())}
              </Text>
            </HStack>
            {notification.content && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {notification.content}
              </Text>
            )}
            {!notification.read && <Text srOnly>Unread</Text>}
          </Stack>
        </HStack>
      </RouterLink>
    </Box>
  );
}
