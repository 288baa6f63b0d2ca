import {
  adminBanUserRpc,
  loginRpc,
  logoutRpc,
  refreshRpc,
  sessionRevokedV1,
  subjectOf,
  userBannedV1,
  userRegisteredV1,
} from '@oneway/contracts';
import { subjectPrefix } from '@oneway/testing';
import { USERS_PROJECTION } from '../src/application/projections/users.projection.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed-demo.js';
import { IdentityHarness } from './support/identity-harness.js';

const h = new IdentityHarness();
beforeAll(() => h.start({ SEED_DEMO: '1' }));
afterAll(() => h.stop());

describe('published events', () => {
  it('registration, ban and session revocation reach the bus for the gateway and other services', async () => {
    const seen: { subject: string; data: { type: string; data: Record<string, unknown> } }[] = [];
    const sub = h.nc.subscribe(`${subjectPrefix()}.identity.>`, {
      callback: (_e, m) => {
        seen.push({ subject: m.subject, data: m.json() });
      },
    });
    try {
      const u = await h.newUser();
      await h.call(logoutRpc, {}, u.meta);
      const v = await h.newUser();
      const admin = await h.metaFor(await h.call(loginRpc, { usernameOrEmail: 'admin', password: 'Admin#Demo2026' }));
      await h.call(adminBanUserRpc, { userId: v.user.id, reason: 'spam' }, admin);
      const want = [
        [subjectOf(userRegisteredV1, subjectPrefix()), u.user.id],
        [subjectOf(sessionRevokedV1, subjectPrefix()), u.session.sessionId],
        [subjectOf(userBannedV1, subjectPrefix()), v.user.id],
        [subjectOf(sessionRevokedV1, subjectPrefix()), v.session.sessionId],
      ] as const;
      const deadline = Date.now() + 10_000;
      const found = () =>
        want.every(([subject, id]) =>
          seen.some((s) => s.subject === subject && Object.values(s.data.data).includes(id)),
        );
      while (!found() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(found()).toBe(true);
      expect(JSON.stringify(seen)).not.toMatch(/argon2|Str0ng#Passw0rd/);
    } finally {
      sub.unsubscribe();
    }
  });
});

describe('demo seed', () => {
  it('creates the demo accounts with verified e-mails and their roles', async () => {
    const rows = await h.query<{ username: string; role: string; email_verified_at: Date | null }>(
      'SELECT username, role, email_verified_at FROM users WHERE email LIKE $1',
      ['%@oneway.local'],
    );
    expect(rows.map((r) => [r.username, r.role]).sort()).toEqual(DEMO_ACCOUNTS.map((a) => [a.username, a.role]).sort());
    expect(rows.every((r) => r.email_verified_at !== null)).toBe(true);
  });

  it('is idempotent: running it again creates nothing', async () => {
    const deps = { config: { ...h.service.ctx.config }, pool: h.service.ctx.pool } as never;
    await expect(seedDemo(deps)).resolves.toEqual([]);
  });

  it('refuses to run when NODE_ENV=production', async () => {
    const deps = { config: { ...h.service.ctx.config, NODE_ENV: 'production' }, pool: h.service.ctx.pool } as never;
    await expect(seedDemo(deps)).rejects.toThrow(/production/);
  });
});

describe('operations', () => {
  it('the users read model rebuilds from the events to the same rows', async () => {
    const cols = 'id, username, email, role, status, is_banned, bio, email_verified_at, user_type, created_at';
    const before = await h.query(`SELECT ${cols} FROM users ORDER BY id`);
    const applied = await h.service.ctx.projections.rebuild(USERS_PROJECTION);
    expect(applied).toBeGreaterThan(0);
    expect(await h.query(`SELECT ${cols} FROM users ORDER BY id`)).toEqual(before);
  });

  it('sign-in failures and refresh-token reuse are counted for alerting', async () => {
    const u = await h.newUser();
    await h.call(loginRpc, { usernameOrEmail: u.input.username, password: 'Wrong#Passw0rd' }).catch(() => {});
    await h.call(refreshRpc, { refreshToken: u.session.refreshToken });
    h.clockOffsetMs += 11_000; // past the reuse grace: a theft, not a race
    await h
      .call(refreshRpc, { refreshToken: u.session.refreshToken })
      .catch(() => {})
      .finally(() => (h.clockOffsetMs -= 11_000));
    const text = await h.service.ctx.metrics.registry.metrics();
    expect(text).toMatch(/identity_security_events_total\{event="login_wrong_password"[^}]*\} [1-9]/);
    expect(text).toMatch(/identity_security_events_total\{event="refresh_token_reused"[^}]*\} [1-9]/);
  });
});
