import { createHash } from 'node:crypto';
import { DomainError, serviceErrors } from '@oneway/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitSettings {
  keyPrefix: string;
  login: { perAccount: number; perIp: number; windowSeconds: number };
  recovery: { perAccount: number; perIp: number; windowSeconds: number };
  /** Wrong current passwords per session before the session is ended. */
  changePassword: { perSession: number; windowSeconds: number };
}

/** "4 minutes", "1 minute", "30 seconds": how long a person waits, as the UI says it (issue 18). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A 429 that carries how long to wait; the error filter turns it into `Retry-After`. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many attempts.',
  ) {
    super('RATE_LIMITED', 'rate_limited', `${what} Try again in ${waitText(retryAfterSeconds)}.`);
  }
}

// Accounts are keyed by a hash of the normalised identifier: no e-mail lands in Redis keys.
const accountKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');

/**
 * Brute-force brakes on the credential endpoints, shared by every gateway instance through
 * Redis. Sign-in counts only failures (a wrong password), per account and per IP, the IP with a
 * higher ceiling so a few people behind one address do not lock each other out; a successful
 * sign-in never counts and clears its account's failures (issue 18). Recovery counts each
 * request. The first exhausted bucket refuses with the longer of the waits.
 */
export class AuthRateLimits {
  private readonly loginAccount: RateLimiterRedis;
  private readonly loginIp: RateLimiterRedis;
  private readonly recoveryAccount: RateLimiterRedis;
  private readonly recoveryIp: RateLimiterRedis;
  private readonly changePassword: RateLimiterRedis;

  constructor(redis: Redis, s: RateLimitSettings) {
    const make = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${s.keyPrefix}rl:${name}`, points, duration });
    this.loginAccount = make('login:account', s.login.perAccount, s.login.windowSeconds);
    this.loginIp = make('login:ip', s.login.perIp, s.login.windowSeconds);
    this.recoveryAccount = make('recovery:account', s.recovery.perAccount, s.recovery.windowSeconds);
    this.recoveryIp = make('recovery:ip', s.recovery.perIp, s.recovery.windowSeconds);
    this.changePassword = make('change-password:session', s.changePassword.perSession, s.changePassword.windowSeconds);
  }

  /** Before a sign-in: refuses (429) while the account or the IP has used up its failures. */
  async checkLogin(identifier: string, ip: string): Promise<void> {
    await refuseIfExhausted(
      [
        [this.loginAccount, accountKey(identifier)],
        [this.loginIp, ip],
      ],
      'Too many failed sign-in attempts.',
    );
  }

  /** A wrong password: one failure against the account and one against the IP. */
  async loginFailed(identifier: string, ip: string): Promise<void> {
    await Promise.allSettled([this.loginAccount.penalty(accountKey(identifier)), this.loginIp.penalty(ip)]);
  }

  /** A successful sign-in never counts, and clears its account's failures. */
  async loginSucceeded(identifier: string): Promise<void> {
    await this.loginAccount.delete(accountKey(identifier));
  }

  /**
   * A wrong current password on change-password. Returns the wait once the session has used up
   * its tries (the caller then ends the session), else null.
   */
  async changePasswordFailed(sessionKey: string): Promise<number | null> {
    const res = await this.changePassword.penalty(sessionKey);
    if (res.consumedPoints < this.changePasswordLimit) return null;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  private get changePasswordLimit() {
    return this.changePassword.points;
  }

  /** Forgot-password (keyed by e-mail) and reset-password (keyed by the reset token). */
  async consumeRecovery(accountOrToken: string, ip: string): Promise<void> {
    await consumeBoth([
      [this.recoveryAccount, accountKey(accountOrToken)],
      [this.recoveryIp, ip],
    ]);
  }
}

async function refuseIfExhausted(buckets: [RateLimiterRedis, string][], what: string): Promise<void> {
  const states = await Promise.all(buckets.map(([limiter, key]) => limiter.get(key))).catch(() => {
    throw serviceErrors.unavailable('Sign-in is unavailable right now.');
  });
  const waits = states.flatMap((state, i) =>
    state && state.consumedPoints >= buckets[i]![0].points ? [state.msBeforeNext] : [],
  );
  if (waits.length) throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(...waits) / 1000)), what);
}

async function consumeBoth(buckets: [RateLimiterRedis, string][]): Promise<void> {
  const results = await Promise.allSettled(buckets.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (!refused.length) return;
  const waits = refused.map((reason) => {
    if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
    // Redis failure: refuse (503) rather than silently letting every attempt through.
    throw serviceErrors.unavailable('Sign-in is unavailable right now.');
  });
  throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
}
