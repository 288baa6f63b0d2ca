import type { UserDto } from '@oneway/contracts';

/**
 * The signed-in user as `GET /api/user` returns it, kept in the gateway's memory so the read
 * costs no RPC. Filled from identity on a miss, and kept current by identity's events: any
 * event about a user (profile, e-mail verified, role, ban, verification…) drops that user's
 * entry on every instance, and the user's own writes through this gateway drop it before the
 * response leaves, so a client reads its own change at once. A load that raced with a drop
 * is answered but not kept (per-user generation), so a stale copy can never settle in.
 * Bounded: the least recently read entry goes first. Each entry also keeps its JSON text once
 * asked for it: `GET /api/user` sends the same bytes until the user changes, and serialising
 * the user was about a twentieth of that read's instructions.
 */
export class SessionUserReadModel {
  private readonly users = new Map<string, { user: UserDto; json?: string }>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly capacity = 50_000) {}

  async get(userId: string, load: () => Promise<UserDto>): Promise<UserDto> {
    return (await this.entry(userId, load)).user;
  }

  /** The user as `GET /api/user` answers it: the JSON text of `get`'s user, made once per change. */
  async getJson(userId: string, load: () => Promise<UserDto>): Promise<string> {
    const entry = await this.entry(userId, load);
    return (entry.json ??= JSON.stringify(entry.user));
  }

  private async entry(userId: string, load: () => Promise<UserDto>): Promise<{ user: UserDto; json?: string }> {
    const cached = this.users.get(userId);
    if (cached) {
      // Map order is recency order.
      this.users.delete(userId);
      this.users.set(userId, cached);
      return cached;
    }
    const generation = this.generations.get(userId) ?? 0;
    const entry = { user: await load() };
    if ((this.generations.get(userId) ?? 0) === generation) {
      if (this.users.size >= this.capacity) this.users.delete(this.users.keys().next().value!);
      this.users.set(userId, entry);
    }
    return entry;
  }

  /** Something about this user changed: the next read asks identity again. */
  invalidate(userId: string): void {
    this.users.delete(userId);
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    // Generations only matter while a load is in flight; keep the map from growing forever.
    if (this.generations.size > this.capacity * 2) this.generations.clear();
  }
}
