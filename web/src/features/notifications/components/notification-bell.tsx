import { Box, Float, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { FEATURES } from '@/config/features';
import { badgeLabel } from '@/lib/notification-target';
import { useNotifications } from '../api/get-notifications';

/** Bell for signed-in people; the badge caps at '9+' (spec §4). Quietly badge-less until the
 *  notifications API answers. */
export function NotificationBell() {
  const { data } = useNotifications(FEATURES.notificationsApi);
  const unread = data?.filter((n) => !n.read).length ?? 0;
  const badge = badgeLabel(unread);
  return (
    <IconButton
      asChild
      variant="ghost"
      aria-label={badge ? `Notifications, ${unread} unread` : 'Notifications'}
      position="relative"
    >
      <RouterLink to="/notifications">
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
              textAlign="center"
              lineHeight="4"
            >
              {badge}
            </Box>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}
