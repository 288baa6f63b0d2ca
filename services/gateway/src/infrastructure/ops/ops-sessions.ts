import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { VerifiedAccessToken } from '../auth/access-token-verifier.js';

/**
 * Browser pages such as Bull Board are opened by navigation, which cannot carry a bearer
 * token. An admin exchanges their verified token for an opaque ticket (a cookie) that names
 * the same session and dies with that token at the latest; every page request re-checks
 * the deny-list against it, so a revoked session or a demoted admin loses the board at once.
 */
export class OpsSessions {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private key(id: string) {
    return `${this.keyPrefix}ops-ticket:${id}`;
  }

  async open(token: VerifiedAccessToken): Promise<{ ticket: string; maxAgeSeconds: number }> {
    const ticket = randomBytes(32).toString('base64url');
    const maxAgeSeconds = Math.max(1, Math.floor(token.expiresAt - Date.now() / 1000));
    await this.redis.set(this.key(ticket), JSON.stringify(token), 'EX', maxAgeSeconds);
    return { ticket, maxAgeSeconds };
  }

  async find(ticket: string | undefined): Promise<VerifiedAccessToken | null> {
    if (!ticket || !/^[\w-]{43}$/.test(ticket)) return null;
    const raw = await this.redis.get(this.key(ticket));
    return raw ? (JSON.parse(raw) as VerifiedAccessToken) : null;
  }
}
