import type {
  EventOf,
  userBannedV1,
  userEmailChangeRequestedV1,
  userEmailChangedV1,
  userEmailVerifiedV1,
  userIdentityVerifiedV1,
  userPasswordChangedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
  userRoleChangedV1,
  userUnbannedV1,
} from '@oneway/contracts';

/** Everything that can happen to a User; the stream is `user-<userId>`. */
export type UserEvent =
  | EventOf<typeof userRegisteredV1>
  | EventOf<typeof userEmailVerifiedV1>
  | EventOf<typeof userProfileUpdatedV1>
  | EventOf<typeof userRoleChangedV1>
  | EventOf<typeof userBannedV1>
  | EventOf<typeof userUnbannedV1>
  | EventOf<typeof userPasswordChangedV1>
  | EventOf<typeof userIdentityVerifiedV1>
  | EventOf<typeof userEmailChangeRequestedV1>
  | EventOf<typeof userEmailChangedV1>;

export const userStreamId = (userId: string) => `user-${userId}`;
