import type { User } from '@/types/user';

/** Spec §2 "first name plus initial of last name"; 'Anonymous' without a name. */
export function displayName(user: Pick<User, 'fullName' | 'username'>): string {
  const parts = (user.fullName || '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return user.username || 'Anonymous';
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts[parts.length - 1]![0]}.`;
}
