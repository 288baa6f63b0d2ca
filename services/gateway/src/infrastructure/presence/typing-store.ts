import type { Redis } from 'ioredis';

/**
 * Who is typing to whom, shared by every gateway instance: one key per (typist, recipient)
 * that lives `ttlSeconds` (spec §4: 10 s without an update) and is refreshed by each update.
 */
export class TypingStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    readonly ttlSeconds: number,
  ) {}

  private key(from: string, to: string) {
    return `${this.keyPrefix}typing:${from}:${to}`;
  }

  async set(from: string, to: string, isTyping: boolean): Promise<void> {
    if (isTyping) await this.redis.set(this.key(from, to), '1', 'EX', this.ttlSeconds);
    else await this.redis.del(this.key(from, to));
  }

  async isTyping(from: string, to: string): Promise<boolean> {
    return (await this.redis.exists(this.key(from, to))) === 1;
  }
}
