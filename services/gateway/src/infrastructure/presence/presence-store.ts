import type { Redis } from 'ioredis';

// Adds one connection and reports: 1 the user just came online (first live connection),
// 0 already online, -1 refused (the user already holds the maximum of live connections).
// Fields are connection ids with their expiry (ms); expired fields are swept on every change.
const CONNECT_SCRIPT = `
local now = tonumber(ARGV[2])
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do if tonumber(all[i + 1]) <= now then redis.call('HDEL', KEYS[1], all[i]) end end
local before = redis.call('HLEN', KEYS[1])
if before >= tonumber(ARGV[4]) then return -1 end
local expiry = now + tonumber(ARGV[3]) * 1000
redis.call('HSET', KEYS[1], ARGV[1], tostring(expiry))
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], expiry, ARGV[5])
return before == 0 and 1 or 0`;

// Removes one connection and reports whether it was the user's last live one.
const DISCONNECT_SCRIPT = `
local now = tonumber(ARGV[2])
redis.call('HDEL', KEYS[1], ARGV[1])
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do if tonumber(all[i + 1]) <= now then redis.call('HDEL', KEYS[1], all[i]) end end
if redis.call('HLEN', KEYS[1]) == 0 then
  redis.call('ZREM', KEYS[2], ARGV[3])
  return 1
end
return 0`;

// A user whose entries all expired (their gateway died): forget them once, report 1.
const SWEEP_SCRIPT = `
local now = tonumber(ARGV[1])
local all = redis.call('HGETALL', KEYS[1])
local latest = 0
for i = 1, #all, 2 do
  local exp = tonumber(all[i + 1])
  if exp <= now then redis.call('HDEL', KEYS[1], all[i]) elseif exp > latest then latest = exp end
end
if latest == 0 then
  return redis.call('ZREM', KEYS[2], ARGV[2])
end
redis.call('ZADD', KEYS[2], latest, ARGV[2])
return 0`;

/** Connections refreshed per Redis transaction by a heartbeat. */
const TOUCH_BATCH = 500;

/**
 * Who is online, shared by every gateway instance: one Redis hash per user whose fields are
 * that user's live connections, plus one sorted set of online users by their latest expiry.
 * Entries expire (spec: presence expires after 5 minutes) so a crashed gateway cannot leave
 * a user online forever; live sockets refresh theirs, and the sweep announces the rest.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds: number,
    private readonly maxConnectionsPerUser = Number.MAX_SAFE_INTEGER,
  ) {}

  private key(userId: string) {
    return `${this.keyPrefix}presence:${userId}`;
  }

  private get onlineKey() {
    return `${this.keyPrefix}presence-online`;
  }

  /** 'first' when this is the user's first live connection; 'refused' past the per-user limit. */
  async connect(userId: string, connectionId: string): Promise<'first' | 'more' | 'refused'> {
    const r = await this.redis.eval(
      CONNECT_SCRIPT,
      2,
      this.key(userId),
      this.onlineKey,
      connectionId,
      String(Date.now()),
      String(this.ttlSeconds),
      String(this.maxConnectionsPerUser),
      userId,
    );
    return r === 1 ? 'first' : r === -1 ? 'refused' : 'more';
  }

  /**
   * Keeps live connections' entries from expiring. One Redis transaction per batch of
   * connections, one batch after another: a heartbeat over 10,000 sockets would otherwise
   * queue 50,000 commands and their promises at once (tens of MB of garbage every beat).
   */
  async touchAll(connections: readonly { userId: string; connectionId: string }[]): Promise<void> {
    const expiry = Date.now() + this.ttlSeconds * 1000;
    for (let i = 0; i < connections.length; i += TOUCH_BATCH) {
      const tx = this.redis.multi();
      for (const { userId, connectionId } of connections.slice(i, i + TOUCH_BATCH)) {
        tx.hset(this.key(userId), connectionId, String(expiry))
          .expire(this.key(userId), this.ttlSeconds)
          .zadd(this.onlineKey, expiry, userId);
      }
      await tx.exec();
    }
  }

  /** True when the user has no live connection left. */
  async disconnect(userId: string, connectionId: string): Promise<boolean> {
    return (
      (await this.redis.eval(
        DISCONNECT_SCRIPT,
        2,
        this.key(userId),
        this.onlineKey,
        connectionId,
        String(Date.now()),
        userId,
      )) === 1
    );
  }

  async isOnline(userId: string): Promise<boolean> {
    const all = await this.redis.hgetall(this.key(userId));
    const now = Date.now();
    return Object.values(all).some((exp) => Number(exp) > now);
  }

  /** Of these users, the ones online now. */
  async onlineAmong(userIds: string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const scores = await this.redis.zmscore(this.onlineKey, ...userIds);
    const now = Date.now();
    return userIds.filter((_, i) => scores[i] !== null && Number(scores[i]) > now);
  }

  /**
   * Users whose every connection expired without a goodbye (a gateway crashed): each is
   * returned by exactly one sweeper, whichever instance gets there first.
   */
  async sweepExpired(): Promise<string[]> {
    const now = Date.now();
    const due = await this.redis.zrangebyscore(this.onlineKey, '-inf', now, 'LIMIT', 0, 500);
    const gone: string[] = [];
    for (const userId of due) {
      const r = await this.redis.eval(SWEEP_SCRIPT, 2, this.key(userId), this.onlineKey, String(now), userId);
      if (r === 1) gone.push(userId);
    }
    return gone;
  }
}
