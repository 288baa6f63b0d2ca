import { createHash } from 'node:crypto';
import { DomainError } from '@oneway/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitSettings {
  keyPrefix: string;
  login: { perAccount: number; perIp: number; windowSeconds: number };
  recovery: { perAccount: number; perIp: number; windowSeconds: number };
}

/** A 429 that carries how long to wait; the error filter turns it into `Retry-After`. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'rate_limited', `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`);
  }
}

// Accounts are keyed by a hash of the normalised identifier: no e-mail lands in Redis keys.
const accountKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');

/**
 * Brute-force brakes on the credential endpoints, shared by every gateway instance through
 * Redis. Each attempt costs a point against the account and against the caller's IP; the
 * first exhausted bucket refuses with the longer of the waits.
 */
export class AuthRateLimits {
  private readonly loginAccount: RateLimiterRedis;
  private readonly loginIp: RateLimiterRedis;
  private readonly recoveryAccount: RateLimiterRedis;
  private readonly recoveryIp: RateLimiterRedis;

  constructor(redis: Redis, s: RateLimitSettings) {
    const make = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${s.keyPrefix}rl:${name}`, points, duration });
    this.loginAccount = make('login:account', s.login.perAccount, s.login.windowSeconds);
    this.loginIp = make('login:ip', s.login.perIp, s.login.windowSeconds);
    this.recoveryAccount = make('recovery:account', s.recovery.perAccount, s.recovery.windowSeconds);
    this.recoveryIp = make('recovery:ip', s.recovery.perIp, s.recovery.windowSeconds);
  }

  async consumeLogin(identifier: string, ip: string): Promise<void> {
    await consumeBoth([
      [this.loginAccount, accountKey(identifier)],
      [this.loginIp, ip],
    ]);
  }

  /** A successful sign-in clears the account's failures (the IP budget keeps counting). */
  async loginSucceeded(identifier: string): Promise<void> {
    await this.loginAccount.delete(accountKey(identifier));
  }

  /** Forgot-password (keyed by e-mail) and reset-password (keyed by the reset token). */
  async consumeRecovery(accountOrToken: string, ip: string): Promise<void> {
    await consumeBoth([
      [this.recoveryAccount, accountKey(accountOrToken)],
      [this.recoveryIp, ip],
    ]);
  }
}

async function consumeBoth(buckets: [RateLimiterRedis, string][]): Promise<void> {
  const results = await Promise.allSettled(buckets.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (!refused.length) return;
  const waits = refused.map((reason) => {
    if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
    // Redis failure: refuse (503) rather than silently letting every attempt through.
    throw new DomainError(
      'SERVICE.UNAVAILABLE',
      'unavailable',
      'Sign-in is unavailable right now. Please try again shortly.',
    );
  });
  throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
}
