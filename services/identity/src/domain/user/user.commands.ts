import type { Country, Role } from '@oneway/contracts';

export interface ProfileChanges {
  fullName?: string;
  bio?: string | null;
  phone?: string | null;
  country?: Country;
  profileImage?: string | null;
}

export type UserCommand =
  | {
      type: 'register';
      userId: string;
      email: string;
      username: string;
      fullName: string;
      country: Country;
      /** Registration always gives `user`; only the local demo seed starts higher. */
      role: Role;
    }
  | { type: 'verify_email' }
  | { type: 'update_profile'; changes: ProfileChanges }
  | { type: 'change_role'; role: Role; byAdminId: string }
  | { type: 'ban'; reason: string; byAdminId: string }
  | { type: 'unban'; byAdminId: string }
  | { type: 'change_password'; reason: 'change' | 'reset' }
  /** Uniqueness of `newEmail` and the password are checked next to the aggregate. */
  | { type: 'request_email_change'; newEmail: string }
  /** The link mailed to `newEmail` was opened. */
  | { type: 'confirm_email_change'; newEmail: string }
  /** An identity verification session ended verified. */
  | { type: 'mark_identity_verified' };
