import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  changePasswordRpc,
  getCurrentUserRpc,
  loginRpc,
  logoutRpc,
  refreshRpc,
} from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';

const h = new IdentityHarness();
beforeAll(() => h.start({ SEED_DEMO: '1' }));
afterAll(() => h.stop());

const adminMeta = async () =>
  h.metaFor(await h.call(loginRpc, { usernameOrEmail: 'admin@oneway.local', password: 'Admin#Demo2026' }));
const revocations = (sessionId: string) =>
  h.query<{ data: { reason: string; sessionId: string; userId: string; until: string } }>(
    "SELECT data FROM es_events WHERE type = 'identity.session.revoked' AND data->>'sessionId' = $1",
    [sessionId],
  );

describe('sessions: refresh rotation and revocation', () => {
  it('refresh rotates: a new refresh token, the same session, a fresh access token', async () => {
    const { session } = await h.newUser();
    const next = await h.call(refreshRpc, { refreshToken: session.refreshToken });
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.sessionId).toBe(session.sessionId);
    expect((await h.call(getCurrentUserRpc, {}, await h.metaFor(next))).id).toBe(session.user.id);
    const after = await h.call(refreshRpc, { refreshToken: next.refreshToken });
    expect(after.sessionId).toBe(session.sessionId);
  });

  it('refresh tokens are stored only as hashes', async () => {
    const { session } = await h.newUser();
    const rows = await h.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE session_id = $1', [
      session.sessionId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(session.refreshToken);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('within the reuse grace, a rotated refresh token presented again (the same browser racing a navigation) gets a new token and the session lives', async () => {
    const { session } = await h.newUser();
    const first = await h.call(refreshRpc, { refreshToken: session.refreshToken });
    const raced = await h.call(refreshRpc, { refreshToken: session.refreshToken });
    expect(raced.sessionId).toBe(session.sessionId);
    expect(raced.refreshToken).not.toBe(first.refreshToken);
    expect((await h.call(refreshRpc, { refreshToken: raced.refreshToken })).sessionId).toBe(session.sessionId);
    expect(await revocations(session.sessionId)).toEqual([]);
  });

  it('reusing a rotated refresh token after the grace revokes the whole family, the newest token included', async () => {
    const { session } = await h.newUser();
    const next = await h.call(refreshRpc, { refreshToken: session.refreshToken });
    h.clockOffsetMs += 11_000;
    const reuse = await errorOf(() => h.call(refreshRpc, { refreshToken: session.refreshToken })).finally(
      () => (h.clockOffsetMs -= 11_000),
    );
    expect(reuse).toMatchObject({ code: 'AUTH.REFRESH_REUSED', kind: 'unauthorized' });
    expect(await errorOf(() => h.call(refreshRpc, { refreshToken: next.refreshToken }))).toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    expect((await revocations(session.sessionId)).map((r) => r.data.reason)).toEqual(['refresh_token_reused']);
  });

  it('an unknown refresh token is refused', async () => {
    expect(await errorOf(() => h.call(refreshRpc, { refreshToken: 'made-up' }))).toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
      kind: 'unauthorized',
    });
  });

  it('an expired refresh token is refused', async () => {
    const { session } = await h.newUser();
    h.clockOffsetMs = 31 * 24 * 3600 * 1000;
    try {
      expect(await errorOf(() => h.call(refreshRpc, { refreshToken: session.refreshToken }))).toMatchObject({
        code: 'AUTH.REFRESH_INVALID',
      });
    } finally {
      h.clockOffsetMs = 0;
    }
  });

  it('logout revokes the refresh token and publishes session.revoked for the gateway', async () => {
    const { session, meta } = await h.newUser();
    await expect(h.call(logoutRpc, {}, meta)).resolves.toEqual({ ok: true });
    expect(await errorOf(() => h.call(refreshRpc, { refreshToken: session.refreshToken }))).toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    const [event] = await revocations(session.sessionId);
    expect(event!.data).toMatchObject({ reason: 'logout', sessionId: session.sessionId, userId: session.user.id });
    expect(Date.parse(event!.data.until) - Date.now()).toBeGreaterThan(800_000);
    // identity itself refuses the ended session's still-unexpired access token too
    expect(await errorOf(() => h.call(getCurrentUserRpc, {}, meta))).toMatchObject({ code: 'AUTH.SESSION_REVOKED' });
  });

  it('logout with only the refresh token (cookie) ends that session; a second logout is still ok', async () => {
    const { session } = await h.newUser();
    await h.call(logoutRpc, { refreshToken: session.refreshToken });
    await expect(h.call(logoutRpc, { refreshToken: session.refreshToken })).resolves.toEqual({ ok: true });
    expect(await errorOf(() => h.call(refreshRpc, { refreshToken: session.refreshToken }))).toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    expect(await revocations(session.sessionId)).toHaveLength(1);
  });

  it('logout ends only that session: the same user on another device stays signed in', async () => {
    const u = await h.newUser();
    const other = await h.call(loginRpc, { usernameOrEmail: u.input.email, password: STRONG_PASSWORD });
    await h.call(logoutRpc, {}, u.meta);
    await expect(h.call(refreshRpc, { refreshToken: other.refreshToken })).resolves.toMatchObject({
      sessionId: other.sessionId,
    });
  });

  it('a ban revokes every session of the user at once', async () => {
    const u = await h.newUser();
    const second = await h.call(loginRpc, { usernameOrEmail: u.input.email, password: STRONG_PASSWORD });
    await h.call(adminBanUserRpc, { userId: u.user.id, reason: 'abuse' }, await adminMeta());
    for (const s of [u.session, second]) {
      expect(await errorOf(() => h.call(refreshRpc, { refreshToken: s.refreshToken }))).toMatchObject({
        code: 'AUTH.REFRESH_INVALID',
      });
      expect((await revocations(s.sessionId)).map((r) => r.data.reason)).toEqual(['banned']);
    }
    expect(await errorOf(() => h.call(getCurrentUserRpc, {}, u.meta))).toMatchObject({ kind: 'unauthorized' });
  });

  it('a password change revokes every session (the old refresh token fails) and returns a fresh one', async () => {
    const u = await h.newUser();
    const other = await h.call(loginRpc, { usernameOrEmail: u.input.email, password: STRONG_PASSWORD });
    const fresh = await h.call(
      changePasswordRpc,
      { currentPassword: STRONG_PASSWORD, newPassword: 'N3w#Password!' },
      u.meta,
    );
    for (const s of [u.session, other]) {
      expect(await errorOf(() => h.call(refreshRpc, { refreshToken: s.refreshToken }))).toMatchObject({
        code: 'AUTH.REFRESH_INVALID',
      });
    }
    await expect(h.call(refreshRpc, { refreshToken: fresh.refreshToken })).resolves.toMatchObject({
      sessionId: fresh.sessionId,
    });
    expect(
      await errorOf(() => h.call(loginRpc, { usernameOrEmail: u.input.email, password: STRONG_PASSWORD })),
    ).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    await expect(
      h.call(loginRpc, { usernameOrEmail: u.input.email, password: 'N3w#Password!' }),
    ).resolves.toBeDefined();
  });

  it('a password change needs the current password', async () => {
    const u = await h.newUser();
    const err = await errorOf(() =>
      h.call(changePasswordRpc, { currentPassword: 'Wrong#Passw0rd', newPassword: 'N3w#Password!' }, u.meta),
    );
    expect(err).toMatchObject({ code: 'AUTH.CURRENT_PASSWORD_INCORRECT', kind: 'validation' });
    await expect(h.call(refreshRpc, { refreshToken: u.session.refreshToken })).resolves.toBeDefined();
  });

  it('a password change enforces the §5 rules on the new password', async () => {
    const u = await h.newUser();
    const reply = await h.callRaw(
      changePasswordRpc,
      { currentPassword: STRONG_PASSWORD, newPassword: 'alllowercase1!' },
      u.meta,
    );
    expect(reply.error?.message).toBe('Password must contain at least one uppercase letter');
  });

  it('after a role change the next refresh carries the new role (role comes from records)', async () => {
    const u = await h.newUser();
    await h.call(adminChangeRoleRpc, { userId: u.user.id, role: 'support' }, await adminMeta());
    const next = await h.call(refreshRpc, { refreshToken: u.session.refreshToken });
    expect((await h.metaFor(next)).actor?.role).toBe('support');
    expect(next.user.role).toBe('support');
  });

  it('an actor naming a session identity never opened (or a malformed one) is refused', async () => {
    const u = await h.newUser();
    for (const sessionId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const meta = { ...u.meta, actor: { ...u.meta.actor!, sessionId } };
      expect(await errorOf(() => h.call(getCurrentUserRpc, {}, meta))).toMatchObject({
        code: 'AUTH.SESSION_REVOKED',
        kind: 'unauthorized',
      });
    }
  });

  it('two refreshes racing with the same token (one browser, two tabs or a navigation): both get tokens of the same session within the reuse grace, and each token rotates once more', async () => {
    const { session } = await h.newUser();
    const results = await Promise.all([1, 2].map(() => h.call(refreshRpc, { refreshToken: session.refreshToken })));
    expect(results.map((r) => r.sessionId)).toEqual([session.sessionId, session.sessionId]);
    expect(results[0]!.refreshToken).not.toBe(results[1]!.refreshToken);
    for (const r of results) {
      expect((await h.call(refreshRpc, { refreshToken: r.refreshToken })).sessionId).toBe(session.sessionId);
    }
    expect(await revocations(session.sessionId)).toEqual([]);
  });

  it('a ban racing with refreshes never deadlocks: the ban wins and no session outlives it', async () => {
    const adminMetaNow = await adminMeta();
    for (let round = 0; round < 5; round++) {
      const u = await h.newUser();
      const [ban, refresh] = await Promise.allSettled([
        h.call(adminBanUserRpc, { userId: u.user.id, reason: 'race' }, adminMetaNow),
        h.call(refreshRpc, { refreshToken: u.session.refreshToken }),
      ]);
      expect(ban.status).toBe('fulfilled');
      if (refresh.status === 'rejected') expect(refresh.reason.code).toMatch(/^AUTH\./);
      const live = await h.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
        [u.user.id],
      );
      expect(live[0]!.n).toBe(0);
    }
  });
});
