import { DomainError } from '@oneway/contracts';
import type { Redis } from 'ioredis';
import type { VerifiedAccessToken } from './access-token-verifier.js';

export type DenyVerdict = 'allowed' | 'session_revoked' | 'user_banned' | 'tokens_revoked' | 'role_changed';

// Keeps the larger of the stored and the new cut-off, so replayed or out-of-order events
// never move a cut-off backwards (the write is idempotent and commutative).
const SET_MAX_SCRIPT = `
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
local new = tonumber(ARGV[1])
if new > cur then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) else redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/**
 * Access tokens are verified locally and live ~15 minutes; this shared Redis list makes a
 * revocation bite at once on every gateway instance. Entries only need to outlive the
 * tokens they deny, so each key expires after the access-token lifetime.
 *
 * - `session:<sid>`: one session signed out or revoked.
 * - `banned:<userId>`: every token of a banned user, whatever its age, until unbanned.
 * - `cutoff:<userId>`: tokens issued before this second (password change or reset).
 * - `role:<userId>`: the user's current role after a change; a token naming another role is
 *   denied (exact, unlike a time cut-off, and a refresh brings the new role).
 */
export class DenyList {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly tokenTtlSeconds: number,
  ) {}

  private key(kind: 'session' | 'banned' | 'cutoff' | 'role', id: string): string {
    return `${this.keyPrefix}deny:${kind}:${id}`;
  }

  /** `until`: when no access token of the session can still be valid (default: one token lifetime). */
  async revokeSession(sessionId: string, until?: Date): Promise<void> {
    const ttl = this.ttlUntil(until);
    if (ttl > 0) await this.redis.set(this.key('session', sessionId), '1', 'EX', ttl);
  }

  async banUser(userId: string): Promise<void> {
    // A ban outlives every token issued before it; identity refuses new sign-ins meanwhile.
    await this.redis.set(this.key('banned', userId), '1', 'EX', this.tokenTtlSeconds);
  }

  async unbanUser(userId: string): Promise<void> {
    await this.redis.del(this.key('banned', userId));
  }

  /** After a role change: only tokens carrying the new role stay valid. */
  async pinRole(userId: string, role: string): Promise<void> {
    await this.redis.set(this.key('role', userId), role, 'EX', this.tokenTtlSeconds);
  }

  /** Denies the user's tokens issued strictly before `at` (second precision). */
  async revokeTokensIssuedBefore(userId: string, at: Date, until?: Date): Promise<void> {
    // Floor: a token minted in the same second as the revocation (the fresh session a
    // password change hands back) stays valid; the price is a sub-second window for tokens
    // minted just before it, which identity has already refused to refresh.
    const cutoff = Math.floor(at.getTime() / 1000);
    const ttl = this.ttlUntil(until);
    if (ttl > 0) await this.redis.eval(SET_MAX_SCRIPT, 1, this.key('cutoff', userId), String(cutoff), String(ttl));
  }

  private ttlUntil(until?: Date): number {
    return until ? Math.ceil((until.getTime() - Date.now()) / 1000) : this.tokenTtlSeconds;
  }

  async check(token: VerifiedAccessToken): Promise<DenyVerdict> {
    const { userId, sessionId } = token.actor;
    // Fail closed: without the deny-list nobody is let in (503, not a silent pass).
    const [session, banned, cutoff, role] = await this.redis
      .mget(
        this.key('session', sessionId),
        this.key('banned', userId),
        this.key('cutoff', userId),
        this.key('role', userId),
      )
      .catch(() => {
        throw new DomainError(
          'SERVICE.UNAVAILABLE',
          'unavailable',
          'Sign-in checks are unavailable right now. Please try again shortly.',
        );
      });
    if (banned) return 'user_banned';
    if (session) return 'session_revoked';
    if (cutoff && token.issuedAt < Number(cutoff)) return 'tokens_revoked';
    if (role && role !== token.actor.role) return 'role_changed';
    return 'allowed';
  }
}
