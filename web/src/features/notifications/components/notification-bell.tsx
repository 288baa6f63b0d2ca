import { Box, Button, Float, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { badgeLabel } from '@/lib/notification-target';
import { holdLiveToasts } from '@/lib/toaster';
import { useRecentNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationItem } from './notification-item';

/**
 * Bell for signed-in people (spec §2/§9): the unread badge ('9+' above 9) and a dropdown of
 * the latest 5 notifications from the past 7 days, 'Mark all as read' only when unread exist,
 * 'No recent notifications' when empty, and 'View all notifications'.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isError } = useRecentNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;
  const badge = badgeLabel(unread);
  const items = data?.items ?? [];
  // The dropdown lists what a live toast says, in the toast's corner: while it is open (closed
  // by a click on an item too, or gone with the header) the toast goes and no new one covers it.
  useEffect(() => {
    holdLiveToasts(open);
    return () => holdLiveToasts(false);
  }, [open]);
  return (
    // Mounted only while open: a closed bell keeps no hidden copy of its notifications in the
    // page (that copy, earlier in the DOM, was what a search for a live toast's words found).
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          // The name holds the badge's visible text ('9+' above 9), as WCAG 2.5.3 asks.
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
          position="relative"
          data-testid="notification-bell"
        >
          <AppIcon name="bell" />
          {badge && (
            <Float placement="top-end" offset="2">
              <Box
                bg="red.600"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                borderRadius="full"
                minW="4"
                h="4"
                px="1"
                // A length, not a token: a bare "4" is four times the font size (40 px), which
                // drew the count below the 16 px circle.
                lineHeight="1rem"
                textAlign="center"
                data-testid="notification-badge"
              >
                {badge}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }} data-testid="notification-dropdown">
            <Popover.Header display="flex" justifyContent="space-between" alignItems="center" gap="2">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              {unread > 0 && (
                <Button size="xs" variant="ghost" onClick={() => markAll.mutate()} loading={markAll.isPending}>
                  Mark all as read
                </Button>
              )}
            </Popover.Header>
            <Popover.CloseTrigger asChild top="2" insetEnd="2" position="absolute" display="none" />
            <Popover.Body px="2" py="1">
              {isError ? (
                <Text fontSize="sm" color="fg.error" p="3">
                  Notifications could not be loaded.
                </Text>
              ) : items.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" p="3" textAlign="center">
                  No recent notifications
                </Text>
              ) : (
                <Stack gap="1">
                  {items.map((n) => (
                    <NotificationItem key={n.id} notification={n} onOpen={() => setOpen(false)} />
                  ))}
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer justifyContent="space-between">
              <Link asChild fontSize="sm" color="teal.fg">
                <RouterLink to="/notifications" onClick={() => setOpen(false)}>
                  View all notifications
                </RouterLink>
              </Link>
              <Popover.CloseTrigger asChild>
                <Button size="xs" variant="outline">
                  Close
                </Button>
              </Popover.CloseTrigger>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
