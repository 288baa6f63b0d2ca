import type { SessionDto } from '@oneway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'oneway_refresh';
// Scoped to /api: the refresh token never rides on page, asset or WebSocket requests.
const COOKIE_PATH = '/api';
/**
 * Beside the refresh cookie, readable by the page and holding no secret: '1' while this
 * browser has a refresh cookie, set and cleared by the same responses with the same expiry.
 * The web restores a session from the refresh cookie only when it is there, so a visitor's
 * page load makes no refresh call that can only fail (decision web-signed-in-hint-cookie).
 */
export const SIGNED_IN_COOKIE = 'oneway_signed_in';

export interface SessionBody {
  accessToken: string;
  expiresAt: string;
  user: SessionDto['user'];
}

/**
 * Puts the refresh token in an httpOnly, SameSite=Lax cookie (Secure in production), with the
 * signed-in hint beside it, and returns what the browser may hold: the short-lived access
 * token and the user. The refresh token never appears in a response body, so page scripts
 * cannot read it.
 */
export function issueSession(reply: FastifyReply, session: SessionDto, secure: boolean): SessionBody {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    expires: new Date(session.refreshTokenExpiresAt),
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(session.refreshTokenExpiresAt),
  });
  return { accessToken: session.accessToken, expiresAt: session.accessTokenExpiresAt, user: session.user };
}

export function clearSession(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

export function refreshTokenOf(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 512 ? value : undefined;
}
