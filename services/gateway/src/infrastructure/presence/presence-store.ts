import type { Redis } from 'ioredis';

// Adds one connection and reports whether the user just came online (first live connection).
// Fields are connection ids with their expiry (ms); expired fields are swept on every change.
const CONNECT_SCRIPT = `
local now = tonumber(ARGV[2])
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do if tonumber(all[i + 1]) <= now then redis.call('HDEL', KEYS[1], all[i]) end end
local before = redis.call('HLEN', KEYS[1])
redis.call('HSET', KEYS[1], ARGV[1], tostring(now + tonumber(ARGV[3]) * 1000))
redis.call('EXPIRE', KEYS[1], ARGV[3])
return before == 0 and 1 or 0`;

// Removes one connection and reports whether it was the user's last live one.
const DISCONNECT_SCRIPT = `
local now = tonumber(ARGV[2])
redis.call('HDEL', KEYS[1], ARGV[1])
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do if tonumber(all[i + 1]) <= now then redis.call('HDEL', KEYS[1], all[i]) end end
return redis.call('HLEN', KEYS[1]) == 0 and 1 or 0`;

/**
 * Who is online, shared by every gateway instance: one Redis hash per user whose fields are
 * that user's live connections. Entries expire (spec: presence expires after 5 minutes) so a
 * crashed gateway cannot leave a user online forever; live sockets refresh theirs.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private key(userId: string) {
    return `${this.keyPrefix}presence:${userId}`;
  }

  /** True when this is the user's first live connection. */
  async connect(userId: string, connectionId: string): Promise<boolean> {
    return (
      (await this.redis.eval(
        CONNECT_SCRIPT,
        1,
        this.key(userId),
        connectionId,
        String(Date.now()),
        String(this.ttlSeconds),
      )) === 1
    );
  }

  /** Keeps a live connection's entry from expiring. */
  async touch(userId: string, connectionId: string): Promise<void> {
    await this.redis
      .multi()
      .hset(this.key(userId), connectionId, String(Date.now() + this.ttlSeconds * 1000))
      .expire(this.key(userId), this.ttlSeconds)
      .exec();
  }

  /** True when the user has no live connection left. */
  async disconnect(userId: string, connectionId: string): Promise<boolean> {
    return (await this.redis.eval(DISCONNECT_SCRIPT, 1, this.key(userId), connectionId, String(Date.now()))) === 1;
  }

  async isOnline(userId: string): Promise<boolean> {
    const all = await this.redis.hgetall(this.key(userId));
    const now = Date.now();
    return Object.values(all).some((exp) => Number(exp) > now);
  }
}
