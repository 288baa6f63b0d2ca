import { userErrors, authErrors } from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';
import type { UserCommand } from './user.commands.js';
import type { UserEvent } from './user.events.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

/**
 * The User aggregate's rules. Credentials, uniqueness of username/e-mail and sessions are
 * enforced next to it in the same transaction (see identity-credentials decision); here
 * live the lifecycle rules: one registration, bans, roles, and who may do what to whom.
 */
export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'register') {
    if (state.status !== 'none') throw userErrors.alreadyExists();
    const { userId, email, username, fullName, country, role } = command;
    return [
      {
        type: 'identity.user.registered',
        data: { userId, email, username, fullName, country, role, userType: 'sender' },
      },
    ];
  }
  if (state.status === 'none') throw userErrors.notFound();
  const { userId } = state;
  switch (command.type) {
    case 'verify_email':
      return state.emailVerified ? [] : [{ type: 'identity.user.email_verified', data: { userId } }];
    case 'update_profile': {
      if (state.status === 'banned') throw authErrors.banned();
      const changes = Object.fromEntries(Object.entries(command.changes).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'identity.user.profile_updated', data: { userId, ...changes } }];
    }
    case 'change_role':
      if (command.byAdminId === userId) throw userErrors.cannotChangeOwnRole();
      if (command.role === state.role) return [];
      return [
        {
          type: 'identity.user.role_changed',
          data: { userId, from: state.role, to: command.role, byAdminId: command.byAdminId },
        },
      ];
    case 'ban':
      if (command.byAdminId === userId) throw userErrors.cannotBanSelf();
      if (state.status === 'banned') throw userErrors.alreadyBanned();
      return [{ type: 'identity.user.banned', data: { userId, reason: command.reason, byAdminId: command.byAdminId } }];
    case 'unban':
      if (state.status !== 'banned') throw userErrors.notBanned();
      return [{ type: 'identity.user.unbanned', data: { userId, byAdminId: command.byAdminId } }];
    case 'change_password':
      // A banned user may not change a password from a session (they have none), but a
      // reset link still works: it does not lift the ban, login stays refused.
      if (command.reason === 'change' && state.status === 'banned') throw authErrors.banned();
      return [{ type: 'identity.user.password_changed', data: { userId, reason: command.reason } }];
    case 'request_email_change': {
      if (state.status === 'banned') throw authErrors.banned();
      const newEmail = command.newEmail.toLowerCase();
      if (newEmail === state.email) throw userErrors.sameEmail();
      return [{ type: 'identity.user.email_change_requested', data: { userId, newEmail } }];
    }
    case 'confirm_email_change': {
      // A ban between the request and the click stops the change: the account is frozen.
      if (state.status === 'banned') throw authErrors.banned();
      const to = command.newEmail.toLowerCase();
      if (to === state.email) return [];
      // Opening the link proves the new address, so it counts as confirmed.
      return [
        { type: 'identity.user.email_changed', data: { userId, from: state.email, to } },
        ...(state.emailVerified ? [] : [{ type: 'identity.user.email_verified' as const, data: { userId } }]),
      ];
    }
    case 'mark_identity_verified':
      return state.identityVerified ? [] : [{ type: 'identity.user.identity_verified', data: { userId } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: (command, state) => decideUser(command, state),
};
