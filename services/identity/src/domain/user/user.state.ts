import type { Role } from '@oneway/contracts';
import type { UserEvent } from './user.events.js';

export type UserState =
  | { status: 'none' }
  | {
      status: 'active' | 'banned';
      userId: string;
      role: Role;
      /** The sign-in address, lower-cased. */
      email: string;
      emailVerified: boolean;
      identityVerified: boolean;
    };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'identity.user.registered':
      return {
        status: 'active',
        userId: event.data.userId,
        role: event.data.role,
        email: event.data.email.toLowerCase(),
        emailVerified: false,
        identityVerified: false,
      };
    case 'identity.user.email_verified':
      return state.status === 'none' ? state : { ...state, emailVerified: true };
    case 'identity.user.role_changed':
      return state.status === 'none' ? state : { ...state, role: event.data.to };
    case 'identity.user.banned':
      return state.status === 'none' ? state : { ...state, status: 'banned' };
    case 'identity.user.unbanned':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'identity.user.identity_verified':
      return state.status === 'none' ? state : { ...state, identityVerified: true };
    case 'identity.user.email_changed':
      return state.status === 'none' ? state : { ...state, email: event.data.to.toLowerCase() };
    case 'identity.user.profile_updated':
    case 'identity.user.password_changed':
    case 'identity.user.email_change_requested':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}
