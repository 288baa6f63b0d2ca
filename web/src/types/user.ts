// The roles matrix is one pure, import-free module shared with the gateway and the services
// (docs/decisions/ops-staff-roles.md), reached by path like decline-messages.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a pure, import-free module shared on purpose (decision above)
import { can, rolesFor, type StaffAction } from '../../../libs/contracts/src/staff-permissions';
import type { Role, UserDto } from '@oneway/contracts';

export type UserRole = Role;

// The signed-in user as the web keeps it: the wire's user (userDtoSchema) less the fields no
// page reads, so a cached session from before they existed still fits.
export type User = Omit<UserDto, 'isPhoneVerified' | 'isBanned'>;

/** Spec §6 (admin, moderator, support) plus finance: only these see and open the admin area. */
export const STAFF_ROLES: readonly UserRole[] = rolesFor('dashboard.read');

/** What the server will allow this user in the admin area: the page offers only that. */
export function mayDo(user: Pick<User, 'role'> | null | undefined, action: StaffAction): boolean {
  return !!user && can(user.role, action);
}

export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}
