import { Avatar, Badge, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useUnreadMessages } from '@/features/messages/api/get-conversations';
import { isStaff, type User } from '@/types/user';

const ITEMS = [
  { value: '/profile', label: 'Profile' },
  { value: '/messages', label: 'Messages' },
  { value: '/settings', label: 'Settings' },
  { value: '/my-interests', label: 'My Interests' },
  { value: '/manage-interests', label: 'Manage Interests' },
  { value: '/earnings', label: 'Earnings' },
];

/**
 * The initials the avatar shows (Chakra's rule: first letters of the first and last words). The
 * trigger's accessible name starts with them, so the visible label is part of the name (WCAG
 * 2.5.3 Label in Name) and speech users can say what they see.
 */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0)).toUpperCase();
}

/** Spec §2 avatar menu; Admin Dashboard only for admin, moderator and support. */
export function AvatarMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = user.fullName || user.username || 'Anonymous';
  const initials = initialsOf(name);
  const unread = useUnreadMessages().data?.total ?? 0;
  return (
    // Items act through their own link or click handler rather than the menu's onSelect, which
    // drops a select when pointerdown and click arrive within one render (fast clicks).
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          px="1"
          aria-label={`${initials}, account menu for ${name}`}
          data-testid="avatar-menu-trigger"
        >
          <Avatar.Root size="sm" colorPalette="teal">
            <Avatar.Fallback>{initials}</Avatar.Fallback>
            {user.profileImage && <Avatar.Image src={user.profileImage} alt="" />}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                Account
                <Text fontWeight="normal" color="fg.muted" fontSize="xs" truncate>
                  {user.email || 'Email not available'}
                </Text>
              </Menu.ItemGroupLabel>
              {ITEMS.map((item) => (
                <Menu.Item key={item.value} value={item.value} asChild>
                  <RouterLink to={item.value}>
                    {item.label}
                    {item.value === '/messages' && unread > 0 && (
                      <Badge
                        ms="auto"
                        colorPalette="red"
                        variant="solid"
                        borderRadius="full"
                        aria-label={`${unread} unread`}
                        data-testid="messages-unread-badge"
                      >
                        {unread > 99 ? '99+' : unread}
                      </Badge>
                    )}
                  </RouterLink>
                </Menu.Item>
              ))}
              {isStaff(user) && (
                <Menu.Item value="/admin" asChild data-testid="admin-dashboard-link">
                  <RouterLink to="/admin">Admin Dashboard</RouterLink>
                </Menu.Item>
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" onClick={() => void logout()}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
