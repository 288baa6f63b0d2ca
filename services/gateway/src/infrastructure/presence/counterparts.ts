import { randomUUID } from 'node:crypto';
import { type Actor, counterpartsRpc } from '@oneway/contracts';
import type { Logger, RpcClient } from '@oneway/service-kit/edge';

const FRESH_MS = 60_000;

/**
 * The people a user may see online and typing (a conversation or a shipment between them),
 * asked of messaging and kept briefly per instance; a new conversation adds to it at once.
 * When messaging cannot answer, nobody is a counterpart: presence is withheld, never leaked.
 */
export class Counterparts {
  private readonly cache = new Map<string, { ids: Set<string>; at: number }>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {}

  async of(actor: Actor): Promise<Set<string>> {
    const hit = this.cache.get(actor.userId);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.ids;
    try {
      const { userIds } = await this.rpc.call(
        counterpartsRpc,
        {},
        { correlationId: `ws-${randomUUID()}`, actor: { userId: actor.userId, role: actor.role } },
        { timeoutMs: 3000 },
      );
      const ids = new Set(userIds);
      this.cache.set(actor.userId, { ids, at: Date.now() });
      return ids;
    } catch (err) {
      this.logger.warn({ err }, 'counterparts unavailable: presence withheld');
      return hit?.ids ?? new Set();
    }
  }

  /** True when `other` is a counterpart of `actor`, asking messaging again once if unsure. */
  async includes(actor: Actor, other: string): Promise<boolean> {
    if ((await this.of(actor)).has(other)) return true;
    this.cache.delete(actor.userId);
    return (await this.of(actor)).has(other);
  }

  /**
   * Forgets the users `connectedHere` says hold no socket on this instance (called by the
   * hub's sweep): the cache follows the sockets, not everyone who ever connected or whose
   * presence expired. A forgotten user's set is asked of messaging again when they connect.
   */
  retain(connectedHere: (userId: string) => boolean): void {
    for (const userId of this.cache.keys()) if (!connectedHere(userId)) this.cache.delete(userId);
  }

  /**
   * A message between two people makes them counterparts. True when a connected user's
   * known set just gained the other (they should now learn each other's presence); a user
   * with nothing cached has no socket here and loads the truth when they connect.
   */
  link(a: string, b: string): boolean {
    let added = false;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const hit = this.cache.get(x);
      if (hit && !hit.ids.has(y)) {
        hit.ids.add(y);
        added = true;
      }
    }
    return added;
  }
}
