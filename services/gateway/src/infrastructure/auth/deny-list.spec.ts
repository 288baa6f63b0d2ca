import { randomUUID } from 'node:crypto';
import { DomainError } from '@oneway/contracts';
import { Redis } from 'ioredis';
import { AuthRateLimits } from '../rate-limit/auth-rate-limits.js';
import { DenyList } from './deny-list.js';

// A client as ioredis presents it while Redis is down: not ready, every command rejected.
const deadRedis = () =>
  ({
    status: 'reconnecting',
    mget: () => Promise.reject(new Error('connect ECONNREFUSED')),
    scan: () => Promise.reject(new Error('connect ECONNREFUSED')),
    disconnect: () => {},
  }) as unknown as Redis;
const token = () => ({
  actor: { userId: randomUUID(), role: 'user' as const, sessionId: randomUUID() },
  issuedAt: 0,
  expiresAt: 0,
});

describe('fail closed when Redis is down', () => {
  it('a deny-list that could not load its state from Redis refuses with 503 SERVICE.UNAVAILABLE instead of letting the token through', async () => {
    const redis = deadRedis();
    const denyList = new DenyList(redis, 't:', 900);
    await expect(denyList.load()).rejects.toThrow(/ECONNREFUSED/);
    let error: unknown;
    try {
      denyList.check(token());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'SERVICE.UNAVAILABLE', kind: 'unavailable' });
    redis.disconnect();
  });

  it('the login rate limit refuses with 503 instead of allowing unlimited attempts', async () => {
    const redis = deadRedis();
    const limits = new AuthRateLimits(redis, {
      keyPrefix: 't:',
      login: { perAccount: 5, perIp: 20, windowSeconds: 60 },
      recovery: { perAccount: 3, perIp: 10, windowSeconds: 60 },
      changePassword: { perSession: 5, windowSeconds: 60 },
    });
    const error = await limits.checkLogin('someone@example.com', '203.0.113.9').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVICE.UNAVAILABLE', kind: 'unavailable' });
    redis.disconnect();
  });
});

describe('an instance that starts later', () => {
  it('loads every kind of entry the others wrote to Redis, and ignores keys that are not its own', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const prefix = `t-${randomUUID()}:`;
    try {
      const first = new DenyList(redis, prefix, 900);
      await first.load();
      const [signedOut, banned, cutOff, demoted, untouched] = [token(), token(), token(), token(), token()];
      await first.revokeSession(signedOut.actor.sessionId);
      await first.banUser(banned.actor.userId);
      await first.revokeTokensIssuedBefore(cutOff.actor.userId, new Date());
      await first.pinRole(demoted.actor.userId, 'admin');
      await redis.set(`${prefix}deny:unknown:${untouched.actor.userId}`, '1', 'EX', 60);

      const later = new DenyList(redis, prefix, 900);
      await later.load();
      expect(later.check(signedOut)).toBe('session_revoked');
      expect(later.check(banned)).toBe('user_banned');
      expect(later.check(cutOff)).toBe('tokens_revoked');
      expect(later.check(demoted)).toBe('role_changed');
      expect(later.check(untouched)).toBe('allowed');
      first.close();
      later.close();
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
