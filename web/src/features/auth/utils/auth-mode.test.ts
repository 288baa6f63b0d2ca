import { describe, expect, it } from 'vitest';
import { isSignupConfirmation, resetTokenFrom, resolveAuthMode } from './auth-mode';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('auth screen modes (spec §2 auth screen)', () => {
  it('opens sign-in by default on /auth, /login and /auth/callback', () => {
    expect(resolveAuthMode(url('/auth'))).toBe('login');
    expect(resolveAuthMode(url('/login'))).toBe('login');
    expect(resolveAuthMode(url('/auth/callback'))).toBe('login');
  });

  it('opens sign-up for /auth?tab=register and /register', () => {
    expect(resolveAuthMode(url('/auth', '?tab=register'))).toBe('register');
    expect(resolveAuthMode(url('/register'))).toBe('register');
  });

  it('enters reset-password mode for reset=true, a recovery hash, the reset path or an access token', () => {
    expect(resolveAuthMode(url('/auth', '?reset=true'))).toBe('reset');
    expect(resolveAuthMode(url('/auth', '', '#type=recovery&access_token=abc'))).toBe('reset');
    expect(resolveAuthMode(url('/auth/reset-password', '?token=abc'))).toBe('reset');
    expect(resolveAuthMode(url('/auth', '', '#access_token=abc'))).toBe('reset');
    expect(resolveAuthMode(url('/auth', '?access_token=abc'))).toBe('reset');
  });

  it('does not treat a signup confirmation hash as a reset, and recognises it', () => {
    expect(resolveAuthMode(url('/auth', '', '#type=signup&access_token=abc'))).toBe('login');
    expect(isSignupConfirmation('#type=signup&access_token=abc')).toBe(true);
    expect(isSignupConfirmation('#type=recovery&access_token=abc')).toBe(false);
  });

  it('reads the reset token from ?token=, else an access token', () => {
    expect(resetTokenFrom(url('/auth/reset-password', '?token=t1'))).toBe('t1');
    expect(resetTokenFrom(url('/auth', '', '#access_token=t2&type=recovery'))).toBe('t2');
    expect(resetTokenFrom(url('/auth'))).toBeNull();
  });
});
