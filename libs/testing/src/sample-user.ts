import { randomUUID } from 'node:crypto';
import type { UserDto } from '@oneway/contracts';

/**
 * A signed-up user as identity answers for one (Ada, a sender, e-mail confirmed), with
 * `over` applied: the one copy for the gateway's stand-in identity in its tests and in the
 * instruction-count benchmark.
 */
export function sampleUser(over: Partial<UserDto> = {}): UserDto {
  return {
    id: randomUUID(),
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
    fullName: 'Ada Lovelace',
    country: 'United Kingdom',
    bio: null,
    phone: null,
    isPhoneVerified: false,
    profileImage: null,
    userType: 'sender',
    role: 'user',
    isVerified: false,
    verificationStatus: 'unverified',
    status: 'active',
    isBanned: false,
    createdAt: new Date().toISOString(),
    ...over,
  };
}
