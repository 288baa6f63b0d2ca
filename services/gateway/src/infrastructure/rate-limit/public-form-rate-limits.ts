import { serviceErrors } from '@oneway/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from './auth-rate-limits.js';

export interface PerIpLimit {
  perIp: number;
  windowSeconds: number;
}

export interface PublicFormRateLimitSettings {
  keyPrefix: string;
  register: PerIpLimit;
  countryRequest: PerIpLimit;
}

/**
 * Per-IP brakes on the anonymous forms that create records (sign-up, country requests), so
 * one address cannot mass-create accounts or flood the request list. Every attempt costs a
 * point, valid or not; shared by every gateway instance through Redis.
 */
export class PublicFormRateLimits {
  private readonly register: RateLimiterRedis;
  private readonly countryRequest: RateLimiterRedis;

  constructor(redis: Redis, s: PublicFormRateLimitSettings) {
    const make = (name: string, l: PerIpLimit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${s.keyPrefix}rl:${name}`,
        points: l.perIp,
        duration: l.windowSeconds,
      });
    this.register = make('register:ip', s.register);
    this.countryRequest = make('country-request:ip', s.countryRequest);
  }

  consumeRegistration(ip: string): Promise<void> {
    return consume(this.register, ip);
  }

  consumeCountryRequest(ip: string): Promise<void> {
    return consume(this.countryRequest, ip);
  }
}

async function consume(limiter: RateLimiterRedis, ip: string): Promise<void> {
  try {
    await limiter.consume(ip);
  } catch (reason) {
    if (reason instanceof RateLimiterRes)
      throw new RateLimitedError(Math.max(1, Math.ceil(reason.msBeforeNext / 1000)));
    // Redis failure: refuse (503) rather than silently letting every attempt through.
    throw serviceErrors.unavailable('This form is unavailable right now.');
  }
}
