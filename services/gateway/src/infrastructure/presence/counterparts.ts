import { randomUUID } from 'node:crypto';
import { type Actor, counterpartsRpc } from '@oneway/contracts';
import type { Logger, RpcClient } from '@oneway/service-kit/edge';

/** How long a user's set is trusted before it is asked of messaging again. */
const FRESH_MS = 60_000;

/**
 * At most one question to messaging per user in this interval: a typing frame naming someone
 * outside the set re-asks only when the last question is older (a socket cannot drive
 * messaging at wire speed). A new conversation does not wait for it: `link` adds it at once.
 */
export const COUNTERPARTS_REFRESH_MS = 2_000;

/** A question to messaging under way, and the people `link` added while it was. */
interface Asking {
  answer: Promise<Set<string>>;
  linked: Set<string>;
}

/**
 * The people a user may see online and typing (a conversation or a shipment between them),
 * asked of messaging and kept briefly per instance; a new conversation adds to it at once.
 * Concurrent callers share one question per user, and a user is asked about at most once per
 * `refreshMs` (COUNTERPARTS_REFRESH_MS). When messaging cannot answer, nobody is a
 * counterpart: presence is withheld, never leaked.
 */
export class Counterparts {
  private readonly cache = new Map<string, { ids: Set<string>; at: number }>();
  private readonly asking = new Map<string, Asking>();
  /** When messaging was last asked about each user, answered or not. */
  private readonly askedAt = new Map<string, number>();
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
    options: { refreshMs?: number; now?: () => number } = {},
  ) {
    this.refreshMs = options.refreshMs ?? COUNTERPARTS_REFRESH_MS;
    this.now = options.now ?? Date.now;
  }

  async of(actor: Actor): Promise<Set<string>> {
    const hit = this.cache.get(actor.userId);
    if (hit && this.now() - hit.at < FRESH_MS) return hit.ids;
    return this.ask(actor);
  }

  /**
   * True when `other` is a counterpart of `actor`, asking messaging again if unsure, unless it
   * was asked about `actor` less than `refreshMs` ago (then the set known now answers).
   */
  async includes(actor: Actor, other: string): Promise<boolean> {
    if ((await this.of(actor)).has(other)) return true;
    return (await this.ask(actor)).has(other);
  }

  /**
   * Forgets the users `connectedHere` says hold no socket on this instance (called by the
   * hub's sweep): the cache follows the sockets, not everyone who ever connected or whose
   * presence expired. A forgotten user's set is asked of messaging again when they connect.
   */
  retain(connectedHere: (userId: string) => boolean): void {
    for (const userId of this.cache.keys()) if (!connectedHere(userId)) this.cache.delete(userId);
    for (const userId of this.askedAt.keys()) if (!connectedHere(userId)) this.askedAt.delete(userId);
  }

  /**
   * A message between two people makes them counterparts. True when a connected user's
   * known set just gained the other (they should now learn each other's presence); a user
   * with nothing cached has no socket here and loads the truth when they connect. A question
   * under way keeps the link too, whatever messaging answers it.
   */
  link(a: string, b: string): boolean {
    let added = false;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      this.asking.get(x)?.linked.add(y);
      const hit = this.cache.get(x);
      if (hit && !hit.ids.has(y)) {
        hit.ids.add(y);
        added = true;
      }
    }
    return added;
  }

  /** The set from messaging: the question under way if any, else a new one unless one is too recent. */
  private ask(actor: Actor): Promise<Set<string>> {
    const userId = actor.userId;
    const pending = this.asking.get(userId);
    if (pending) return pending.answer;
    const last = this.askedAt.get(userId);
    if (last !== undefined && this.now() - last < this.refreshMs) {
      return Promise.resolve(this.cache.get(userId)?.ids ?? new Set());
    }
    this.askedAt.set(userId, this.now());
    const linked = new Set<string>();
    const answer = this.load(actor, linked).finally(() => this.asking.delete(userId));
    this.asking.set(userId, { answer, linked });
    return answer;
  }

  private async load(actor: Actor, linked: Set<string>): Promise<Set<string>> {
    try {
      const { userIds } = await this.rpc.call(
        counterpartsRpc,
        {},
        { correlationId: `ws-${randomUUID()}`, actor: { userId: actor.userId, role: actor.role } },
        { timeoutMs: 3000 },
      );
      const ids = new Set([...userIds, ...linked]);
      this.cache.set(actor.userId, { ids, at: this.now() });
      return ids;
    } catch (err) {
      this.logger.warn({ err }, 'counterparts unavailable: presence withheld');
      return this.cache.get(actor.userId)?.ids ?? new Set();
    }
  }
}
