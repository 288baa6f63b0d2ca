// The roles matrix is one pure, import-free module shared with the gateway and the services
// (docs/decisions/ops-staff-roles.md), reached by path like decline-messages.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a pure, import-free module shared on purpose (decision above)
import { can, rolesFor, type StaffAction } from '../../../libs/contracts/src/staff-permissions';

export type UserRole = 'user' | 'admin' | 'moderator' | 'support' | 'finance' | 'relay_staff';

export type User = {
  id: string;
  email: string;
  username: string;
  fullName: string;
  country: string | null;
  bio: string | null;
  phone: string | null;
  profileImage: string | null;
  role: UserRole;
  userType: string;
  isVerified: boolean;
  verificationStatus: string;
  status: string;
  emailVerified: boolean;
  createdAt: string;
};

/** Spec §6 (admin, moderator, support) plus finance: only these see and open the admin area. */
export const STAFF_ROLES: readonly UserRole[] = rolesFor('dashboard.read');

/** What the server will allow this user in the admin area: the page offers only that. */
export function mayDo(user: Pick<User, 'role'> | null | undefined, action: StaffAction): boolean {
  return !!user && can(user.role, action);
}

export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}
