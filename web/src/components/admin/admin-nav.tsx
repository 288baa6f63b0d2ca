import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useAuthUser } from '@/lib/auth-user';
import { mayDo } from '@/types/user';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the pure roles matrix (docs/decisions/ops-staff-roles.md)
import type { StaffAction } from '../../../../libs/contracts/src/staff-permissions';

/** The admin area's sections; each shows only for a role the roles matrix lets in. */
export const ADMIN_SECTIONS: { to: string; label: string; action: StaffAction }[] = [
  { to: '/admin', label: 'Dashboard', action: 'dashboard.read' },
  { to: '/admin/users', label: 'Users', action: 'users.read' },
  { to: '/admin/trips', label: 'Trip review', action: 'trips.read' },
  { to: '/admin/support', label: 'Support tickets', action: 'tickets.work' },
  { to: '/admin/claims', label: 'Claims', action: 'claims.read' },
  { to: '/admin/reviews', label: 'Reviews', action: 'reviews.moderate' },
  { to: '/admin/identity-verifications', label: 'Identity checks', action: 'identity_verifications.review' },
  { to: '/admin/relay-points', label: 'Relay points', action: 'relay_points.manage' },
  { to: '/admin/country-requests', label: 'Country requests', action: 'country_requests.read' },
  { to: '/admin/finance', label: 'Finance desk', action: 'finance.read' },
  { to: '/admin/settings', label: 'Settings', action: 'settings.read' },
  { to: '/admin/audit-log', label: 'Audit log', action: 'audit.read' },
];

export function AdminNav() {
  const { data: user } = useAuthUser();
  return (
    <HStack as="nav" aria-label="Admin sections" gap="1" flexWrap="wrap" pb="4" data-testid="admin-nav">
      {ADMIN_SECTIONS.filter((s) => mayDo(user, s.action)).map((s) => (
        <NavLink key={s.to} to={s.to} end>
          {({ isActive }) => (
            <Button as="span" size="xs" variant={isActive ? 'solid' : 'outline'} colorPalette="teal">
              {s.label}
            </Button>
          )}
        </NavLink>
      ))}
    </HStack>
  );
}
