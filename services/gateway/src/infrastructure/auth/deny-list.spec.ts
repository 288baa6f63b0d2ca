import { randomUUID } from 'node:crypto';
import { DomainError } from '@oneway/contracts';
import type { Redis } from 'ioredis';
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
