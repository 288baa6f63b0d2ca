export type UserRole = 'user' | 'admin' | 'moderator' | 'support' | 'relay_staff';

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

/** Spec §6: only these roles see and open the admin area. */
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'moderator', 'support'];

export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}
