import { serviceErrors } from '@oneway/contracts';
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

type Kind = 'session' | 'banned' | 'cutoff' | 'role';
const KINDS: readonly Kind[] = ['session', 'banned', 'cutoff', 'role'];
type Entry = { value: string; expiresAt: number };

const unavailable = () => serviceErrors.unavailable('Sign-in checks are unavailable right now.');

/**
 * Access tokens are verified locally and live ~15 minutes; this deny-list makes a revocation
 * bite on every gateway instance. It is checked in process (no round trip per request): each
 * instance keeps the entries in memory, fed by identity's events (DenyListFeed), and writes
 * them through to Redis only so that an instance starting later can load the current state at
 * once (`load`) while its feed replays the last token lifetime. Entries only need to outlive
 * the tokens they deny, so each expires after the access-token lifetime.
 *
 * - `session:<sid>`: one session signed out or revoked.
 * - `banned:<userId>`: every token of a banned user, whatever its age, until unbanned.
 * - `cutoff:<userId>`: tokens issued before this second (password change or reset).
 * - `role:<userId>`: the user's current role after a change; a token naming another role is
 *   denied (exact, unlike a time cut-off, and a refresh brings the new role).
 */
export class DenyList {
  /**
   * By kind, then by the bare id: a check looks up the token's own id strings, whose hashes V8
   * keeps, rather than four Redis key strings built, flattened and hashed on every request.
   */
  private readonly entries: Record<Kind, Map<string, Entry>> = {
    session: new Map(),
    banned: new Map(),
    cutoff: new Map(),
    role: new Map(),
  };
  private loaded = false;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly tokenTtlSeconds: number,
  ) {}

  private key(kind: Kind, id: string): string {
    return `${this.keyPrefix}deny:${kind}:${id}`;
  }

  /** The kind and id of one of this list's Redis keys; null for any other key. */
  private parse(key: string): { kind: Kind; id: string } | null {
    const rest = key.slice(`${this.keyPrefix}deny:`.length);
    const colon = rest.indexOf(':');
    const kind = rest.slice(0, colon) as Kind;
    return colon > 0 && KINDS.includes(kind) ? { kind, id: rest.slice(colon + 1) } : null;
  }

  /** Loads what other instances recorded (fail closed: until this succeeds every check is a 503). */
  async load(): Promise<void> {
    const match = `${this.keyPrefix}deny:*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      cursor = next;
      if (keys.length) {
        const pipeline = this.redis.pipeline();
        for (const k of keys) pipeline.get(k).pttl(k);
        const replies = (await pipeline.exec()) ?? [];
        keys.forEach((k, i) => {
          const value = replies[2 * i]?.[1] as string | null;
          const ttl = Number(replies[2 * i + 1]?.[1] ?? -2);
          const parsed = this.parse(k);
          if (parsed && value !== null && ttl > 0) this.remember(parsed.kind, parsed.id, value, Date.now() + ttl);
        });
      }
    } while (cursor !== '0');
    this.loaded = true;
    // Expired entries are dropped on lookup; this sweeps the ones nobody asks about.
    this.sweeper ??= setInterval(() => this.sweep(), 60_000).unref();
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  private sweep(): void {
    const now = Date.now();
    for (const entries of Object.values(this.entries))
      for (const [id, e] of entries) if (e.expiresAt <= now) entries.delete(id);
  }

  private remember(kind: Kind, id: string, value: string, expiresAt: number): void {
    this.entries[kind].set(id, { value, expiresAt });
  }

  private lookup(kind: Kind, id: string): string | null {
    const e = this.entries[kind].get(id);
    if (!e) return null;
    if (e.expiresAt <= Date.now()) {
      this.entries[kind].delete(id);
      return null;
    }
    return e.value;
  }

  /** `until`: when no access token of the session can still be valid (default: one token lifetime). */
  async revokeSession(sessionId: string, until?: Date): Promise<void> {
    const ttl = this.ttlUntil(until);
    if (ttl <= 0) return;
    this.remember('session', sessionId, '1', Date.now() + ttl * 1000);
    await this.redis.set(this.key('session', sessionId), '1', 'EX', ttl);
  }

  async banUser(userId: string): Promise<void> {
    // A ban outlives every token issued before it; identity refuses new sign-ins meanwhile.
    this.remember('banned', userId, '1', Date.now() + this.tokenTtlSeconds * 1000);
    await this.redis.set(this.key('banned', userId), '1', 'EX', this.tokenTtlSeconds);
  }

  async unbanUser(userId: string): Promise<void> {
    this.entries.banned.delete(userId);
    await this.redis.del(this.key('banned', userId));
  }

  /** After a role change: only tokens carrying the new role stay valid. */
  async pinRole(userId: string, role: string): Promise<void> {
    this.remember('role', userId, role, Date.now() + this.tokenTtlSeconds * 1000);
    await this.redis.set(this.key('role', userId), role, 'EX', this.tokenTtlSeconds);
  }

  /** Denies the user's tokens issued strictly before `at` (second precision). */
  async revokeTokensIssuedBefore(userId: string, at: Date, until?: Date): Promise<void> {
    // Floor: a token minted in the same second as the revocation (the fresh session a
    // password change hands back) stays valid; the price is a sub-second window for tokens
    // minted just before it, which identity has already refused to refresh.
    const cutoff = Math.floor(at.getTime() / 1000);
    const ttl = this.ttlUntil(until);
    if (ttl <= 0) return;
    // The larger cut-off wins, so replayed or out-of-order events never move it back.
    const current = Number(this.lookup('cutoff', userId) ?? '0');
    if (cutoff > current) this.remember('cutoff', userId, String(cutoff), Date.now() + ttl * 1000);
    await this.redis.eval(SET_MAX_SCRIPT, 1, this.key('cutoff', userId), String(cutoff), String(ttl));
  }

  private ttlUntil(until?: Date): number {
    return until ? Math.ceil((until.getTime() - Date.now()) / 1000) : this.tokenTtlSeconds;
  }

  /**
   * In process, no I/O, so it answers at once (no promise on every signed-in request). Fails
   * closed (503) until the state has been loaded.
   */
  check(token: VerifiedAccessToken): DenyVerdict {
    if (!this.loaded) throw unavailable();
    const { userId, sessionId } = token.actor;
    if (this.lookup('banned', userId)) return 'user_banned';
    if (this.lookup('session', sessionId)) return 'session_revoked';
    const cutoff = this.lookup('cutoff', userId);
    if (cutoff && token.issuedAt < Number(cutoff)) return 'tokens_revoked';
    const role = this.lookup('role', userId);
    if (role && role !== token.actor.role) return 'role_changed';
    return 'allowed';
  }
}
