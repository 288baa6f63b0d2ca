export type AuthMode = 'login' | 'register' | 'reset';

type UrlParts = { pathname: string; search: string; hash: string };

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * Spec §2 auth screen modes. Reset-password mode when the URL has reset=true, a recovery hash,
 * the reset-password path or an access token; sign-up on /register or ?tab=register.
 */
export function resolveAuthMode({ pathname, search, hash }: UrlParts): AuthMode {
  const query = new URLSearchParams(search);
  const fragment = hashParams(hash);
  if (
    pathname === '/auth/reset-password' ||
    query.get('reset') === 'true' ||
    fragment.get('type') === 'recovery' ||
    (fragment.has('access_token') && fragment.get('type') !== 'signup') ||
    query.has('access_token')
  ) {
    return 'reset';
  }
  if (pathname === '/register' || query.get('tab') === 'register') return 'register';
  return 'login';
}

/** The reset token carried by a reset link: ?token=…, else an access token in the query or hash. */
export function resetTokenFrom({ search, hash }: UrlParts): string | null {
  const query = new URLSearchParams(search);
  return query.get('token') ?? query.get('access_token') ?? hashParams(hash).get('access_token');
}

/** Spec §2: a signup confirmation hash with an access token goes to /auth/email-verified. */
export function isSignupConfirmation(hash: string): boolean {
  const fragment = hashParams(hash);
  return fragment.get('type') === 'signup' && fragment.has('access_token');
}
