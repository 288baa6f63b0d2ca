import type { Redis } from 'ioredis';

/**
 * Who a fresh upload belongs to, until it is attached: an upload is made for one owner (a
 * relay point, a shipment) and may only be attached there, so a key seen elsewhere cannot be
 * re-attached to another entity to gain a view of it. Unattached uploads are forgotten after a day.
 */
export class UploadRegistry {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlSeconds = 24 * 3600,
  ) {}

  private k(fileKey: string) {
    return `${this.keyPrefix}upload:${fileKey}`;
  }

  async remember(fileKey: string, owner: string): Promise<void> {
    await this.redis.set(this.k(fileKey), owner, 'EX', this.ttlSeconds);
  }

  /** True when every key was uploaded for `owner` (and not yet forgotten). */
  async allBelongTo(fileKeys: readonly string[], owner: string): Promise<boolean> {
    if (fileKeys.length === 0) return true;
    const owners = await this.redis.mget(fileKeys.map((f) => this.k(f)));
    return owners.every((o) => o === owner);
  }
}
