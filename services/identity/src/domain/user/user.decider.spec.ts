import { DomainError } from '@oneway/contracts';
import type { UserCommand } from './user.commands.js';
import { userDecider } from './user.decider.js';
import type { UserEvent } from './user.events.js';

const userId = '11111111-1111-4111-8111-111111111111';
const adminId = '22222222-2222-4222-8222-222222222222';
const now = new Date('2026-11-21T12:00:00Z');

const registered: UserEvent = {
  type: 'identity.user.registered',
  data: {
    userId,
    email: 'a@example.com',
    username: 'alice',
    fullName: 'Alice',
    country: 'Canada',
    userType: 'sender',
    role: 'user',
  },
};
const banned: UserEvent = { type: 'identity.user.banned', data: { userId, reason: 'spam', byAdminId: adminId } };

/** given events, when command, then events (or the error code). */
function given(events: UserEvent[]) {
  const state = events.reduce(userDecider.evolve, userDecider.initialState());
  return {
    when: (command: UserCommand) => ({
      then: (expected: UserEvent[]) => expect(userDecider.decide(command, state, now)).toEqual(expected),
      thenFails: (code: string) => {
        try {
          userDecider.decide(command, state, now);
        } catch (err) {
          expect(err).toBeInstanceOf(DomainError);
          expect((err as DomainError).code).toBe(code);
          return;
        }
        throw new Error(`expected ${code}`);
      },
    }),
  };
}

const register: UserCommand = {
  type: 'register',
  userId,
  email: 'a@example.com',
  username: 'alice',
  fullName: 'Alice',
  country: 'Canada',
  role: 'user',
};

describe('User decider', () => {
  it('registers a new user as a sender with role user', () => given([]).when(register).then([registered]));

  it('refuses to register the same user twice', () =>
    given([registered]).when(register).thenFails('USER.ALREADY_EXISTS'));

  it('refuses any command on a user that does not exist', () =>
    given([]).when({ type: 'verify_email' }).thenFails('USER.NOT_FOUND'));

  it('verifies the e-mail once; a second verification changes nothing', () => {
    given([registered])
      .when({ type: 'verify_email' })
      .then([{ type: 'identity.user.email_verified', data: { userId } }]);
    given([registered, { type: 'identity.user.email_verified', data: { userId } }])
      .when({ type: 'verify_email' })
      .then([]);
  });

  it('records only the profile fields that were given', () =>
    given([registered])
      .when({ type: 'update_profile', changes: { bio: 'hi', phone: null, fullName: undefined } })
      .then([{ type: 'identity.user.profile_updated', data: { userId, bio: 'hi', phone: null } }]));

  it('an empty profile update records nothing', () =>
    given([registered]).when({ type: 'update_profile', changes: {} }).then([]));

  it('a banned user cannot update the profile', () =>
    given([registered, banned])
      .when({ type: 'update_profile', changes: { bio: 'x' } })
      .thenFails('AUTH.BANNED'));

  it('an admin changes a role and the event names the admin', () =>
    given([registered])
      .when({ type: 'change_role', role: 'moderator', byAdminId: adminId })
      .then([
        { type: 'identity.user.role_changed', data: { userId, from: 'user', to: 'moderator', byAdminId: adminId } },
      ]));

  it('changing to the current role records nothing', () =>
    given([registered]).when({ type: 'change_role', role: 'user', byAdminId: adminId }).then([]));

  it('an admin cannot change their own role (no self lock-out)', () =>
    given([registered])
      .when({ type: 'change_role', role: 'admin', byAdminId: userId })
      .thenFails('USER.CANNOT_CHANGE_OWN_ROLE'));

  it('bans with a reason and the acting admin', () =>
    given([registered]).when({ type: 'ban', reason: 'spam', byAdminId: adminId }).then([banned]));

  it('cannot ban oneself', () =>
    given([registered]).when({ type: 'ban', reason: 'x', byAdminId: userId }).thenFails('USER.CANNOT_BAN_SELF'));

  it('cannot ban twice', () =>
    given([registered, banned])
      .when({ type: 'ban', reason: 'x', byAdminId: adminId })
      .thenFails('USER.ALREADY_BANNED'));

  it('unbans a banned user; unbanning an active user is refused', () => {
    given([registered, banned])
      .when({ type: 'unban', byAdminId: adminId })
      .then([{ type: 'identity.user.unbanned', data: { userId, byAdminId: adminId } }]);
    given([registered]).when({ type: 'unban', byAdminId: adminId }).thenFails('USER.NOT_BANNED');
  });

  it('records a password change or reset without any credential in the event', () => {
    given([registered])
      .when({ type: 'change_password', reason: 'change' })
      .then([{ type: 'identity.user.password_changed', data: { userId, reason: 'change' } }]);
    given([registered, banned])
      .when({ type: 'change_password', reason: 'reset' })
      .then([{ type: 'identity.user.password_changed', data: { userId, reason: 'reset' } }]);
  });

  it('a banned user cannot change the password from a session', () =>
    given([registered, banned]).when({ type: 'change_password', reason: 'change' }).thenFails('AUTH.BANNED'));
  describe('e-mail change', () => {
    const verified: UserEvent = { type: 'identity.user.email_verified', data: { userId } };
    const changed: UserEvent = {
      type: 'identity.user.email_changed',
      data: { userId, from: 'a@example.com', to: 'new@example.com' },
    };

    it('a request records the new address (lower-cased) and changes nothing yet', () =>
      given([registered, verified])
        .when({ type: 'request_email_change', newEmail: 'New@Example.com' })
        .then([{ type: 'identity.user.email_change_requested', data: { userId, newEmail: 'new@example.com' } }]));

    it('asking for the current address again is refused, naming the e-mail', () =>
      given([registered])
        .when({ type: 'request_email_change', newEmail: 'A@example.com' })
        .thenFails('USER.SAME_EMAIL'));

    it('a banned user can neither ask for a change nor complete one', () => {
      given([registered, banned])
        .when({ type: 'request_email_change', newEmail: 'new@example.com' })
        .thenFails('AUTH.BANNED');
      given([registered, banned])
        .when({ type: 'confirm_email_change', newEmail: 'new@example.com' })
        .thenFails('AUTH.BANNED');
    });

    it('opening the link changes the sign-in address from the old one to the new one', () =>
      given([registered, verified])
        .when({ type: 'confirm_email_change', newEmail: 'new@example.com' })
        .then([changed]));

    it('the opened link proves the new address, so an unconfirmed account becomes confirmed', () =>
      given([registered])
        .when({ type: 'confirm_email_change', newEmail: 'new@example.com' })
        .then([changed, verified]));

    it('confirming the address already in use changes nothing', () =>
      given([registered, verified, changed])
        .when({ type: 'confirm_email_change', newEmail: 'new@example.com' })
        .then([]));

    it('after a change the next change starts from the new address', () =>
      given([registered, verified, changed])
        .when({ type: 'confirm_email_change', newEmail: 'third@example.com' })
        .then([
          { type: 'identity.user.email_changed', data: { userId, from: 'new@example.com', to: 'third@example.com' } },
        ]));
  });
});
