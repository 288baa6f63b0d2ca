import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  adminFiguresRpc,
  adminUnbanUserRpc,
  loginRpc,
  staffAuditListRpc,
  userHistoryListRpc,
  userHistoryRebuildRpc,
  type RpcMeta,
} from '@oneway/contracts';
import { errorOf, IdentityHarness } from './support/identity-harness.js';

const h = new IdentityHarness();
const audit = staffAuditListRpc('identity');
const history = userHistoryListRpc('identity');
const rebuild = userHistoryRebuildRpc('identity');
const figures = adminFiguresRpc('identity');
let admin: RpcMeta;
let support: RpcMeta;
const signIn = async (usernameOrEmail: string, password: string) =>
  h.metaFor(await h.call(loginRpc, { usernameOrEmail, password }));

beforeAll(async () => {
  await h.start({ SEED_DEMO: '1' });
  admin = await signIn('admin', 'Admin#Demo2026');
  support = await signIn('support', 'Support#Demo2026');
});
afterAll(() => h.stop());

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('staff reads every service answers (identity)', () => {
  it('a ban and an unban with a reason are audited with admin, role, IP and correlation id; filters narrow the log', async () => {
    const u = await h.newUser();
    await h.call(
      adminBanUserRpc,
      { userId: u.user.id, reason: 'fraud reports' },
      { ...admin, correlationId: 'corr-ban-1' },
    );
    await h.call(adminUnbanUserRpc, { userId: u.user.id }, admin);
    const { items } = await h.call(audit, { entityId: u.user.id, limit: 10 }, admin);
    expect(items.map((i) => i.action)).toEqual(['user.unbanned', 'user.banned']);
    expect(items[1]).toMatchObject({
      context: 'identity',
      adminUserId: admin.actor!.userId,
      adminRole: 'admin',
      entityType: 'user',
      details: { reason: 'fraud reports' },
      correlationId: 'corr-ban-1',
    });
    const banned = await h.call(audit, { action: 'user.banned', entityId: u.user.id, limit: 10 }, admin);
    expect(banned.items).toHaveLength(1);
  });

  it('only an admin reads the audit log; support reads history; a plain user gets 403 on every staff read', async () => {
    expect(await errorOf(() => h.call(audit, { limit: 5 }, support))).toMatchObject({ kind: 'forbidden' });
    const u = await h.newUser();
    for (const [contract, payload] of [
      [audit, { limit: 5 }],
      [history, { userId: u.user.id }],
      [rebuild, {}],
      [figures, {}],
    ] as const) {
      expect(await errorOf(() => h.call(contract as never, payload as never, u.meta))).toMatchObject({
        kind: 'forbidden',
      });
    }
    await expect(h.call(history, { userId: u.user.id }, support)).resolves.toHaveProperty('items');
  });

  it('the user history lists the user’s events newest first with actor and correlation id, and a rebuild from the event store equals the live projection', async () => {
    const u = await h.newUser();
    await h.call(adminChangeRoleRpc, { userId: u.user.id, role: 'support' }, { ...admin, correlationId: 'corr-role' });
    const live = await eventually(
      () => h.call(history, { userId: u.user.id }, admin),
      (r) => r.items.some((i) => i.type === 'identity.user.role_changed'),
    );
    expect(live.items[0]).toMatchObject({
      type: 'identity.user.role_changed',
      actorId: admin.actor!.userId,
      correlationId: 'corr-role',
      context: 'identity',
    });
    expect(live.items.at(-1)!.type).toBe('identity.user.registered');
    const times = live.items.map((i) => i.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The admin who acted sees the action in their own history too (named as actor).
    const adminSide = await h.call(history, { userId: admin.actor!.userId }, admin);
    expect(adminSide.items.some((i) => i.type === 'identity.user.role_changed' && i.as.includes('actor'))).toBe(true);

    const { replayed } = await h.call(rebuild, {}, { ...admin, correlationId: 'corr-rebuild' });
    expect(replayed).toBeGreaterThan(0);
    expect(await h.call(history, { userId: u.user.id }, admin)).toEqual(live);
    // The rebuild is a staff action: audited with who did it.
    const { items } = await h.call(audit, { action: 'user_history.rebuilt' }, admin);
    expect(items.filter((i) => i.correlationId === 'corr-rebuild')).toEqual([
      expect.objectContaining({
        adminUserId: admin.actor!.userId,
        entityType: 'projection',
        entityId: 'identity.user_history',
        details: { replayed },
      }),
    ]);
  });

  it('figures count users by status and role for the dashboard', async () => {
    const { figures: f } = await h.call(figures, {}, support);
    expect(f.find((x) => x.group === 'users' && x.key === 'active')?.count).toBeGreaterThan(0);
    expect(f.some((x) => x.group === 'users_by_role' && x.key === 'admin')).toBe(true);
  });
});
