import { loginRpc, refreshRpc, requestPasswordResetRpc, resetPasswordRpc } from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';
import { mailText, tokenFromMail } from './support/smtp-catcher.js';

const h = new IdentityHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const NEW_PASSWORD = 'Br4nd#NewPass';

async function resetLinkFor(email: string): Promise<string> {
  const resets = () => h.smtp.mailsTo(email).filter((m) => /Subject: Reset your Oneway password/.test(m.raw));
  const before = resets().length;
  await h.call(requestPasswordResetRpc, { email });
  const deadline = Date.now() + 10_000;
  while (resets().length <= before) {
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const all = resets();
  return tokenFromMail(all[all.length - 1]!, '/auth/reset-password');
}

describe('password reset', () => {
  it('the e-mailed link sets a new password; the old one stops working', async () => {
    const u = await h.newUser();
    const token = await resetLinkFor(u.input.email);
    const mail = h.smtp.mailsTo(u.input.email).find((m) => /Reset your/.test(m.raw))!;
    expect(mailText(mail)).toContain('https://oneway.test/auth/reset-password?token=');
    await expect(h.call(resetPasswordRpc, { token, password: NEW_PASSWORD })).resolves.toEqual({ ok: true });
    expect(
      await errorOf(() => h.call(loginRpc, { usernameOrEmail: u.input.email, password: STRONG_PASSWORD })),
    ).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    await expect(h.call(loginRpc, { usernameOrEmail: u.input.email, password: NEW_PASSWORD })).resolves.toBeDefined();
  });

  it('a reset revokes every existing session', async () => {
    const u = await h.newUser();
    const token = await resetLinkFor(u.input.email);
    await h.call(resetPasswordRpc, { token, password: NEW_PASSWORD });
    expect(await errorOf(() => h.call(refreshRpc, { refreshToken: u.session.refreshToken }))).toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    const [event] = await h.query<{ data: { reason: string } }>(
      "SELECT data FROM es_events WHERE type = 'identity.session.revoked' AND data->>'sessionId' = $1",
      [u.session.sessionId],
    );
    expect(event!.data.reason).toBe('password_reset');
  });

  it('a reset link works once', async () => {
    const u = await h.newUser();
    const token = await resetLinkFor(u.input.email);
    await h.call(resetPasswordRpc, { token, password: NEW_PASSWORD });
    expect(await errorOf(() => h.call(resetPasswordRpc, { token, password: 'An0ther#Pass' }))).toMatchObject({
      code: 'AUTH.TOKEN_INVALID',
      kind: 'validation',
    });
  });

  it('a reset link expires after one hour', async () => {
    const u = await h.newUser();
    const token = await resetLinkFor(u.input.email);
    h.clockOffsetMs = 3600 * 1000 + 1000;
    try {
      expect(await errorOf(() => h.call(resetPasswordRpc, { token, password: NEW_PASSWORD }))).toMatchObject({
        code: 'AUTH.TOKEN_INVALID',
      });
    } finally {
      h.clockOffsetMs = 0;
    }
  });

  it('a newer reset link makes the older one useless', async () => {
    const u = await h.newUser();
    const first = await resetLinkFor(u.input.email);
    await h.call(requestPasswordResetRpc, { email: u.input.email });
    expect(await errorOf(() => h.call(resetPasswordRpc, { token: first, password: NEW_PASSWORD }))).toMatchObject({
      code: 'AUTH.TOKEN_INVALID',
    });
  });

  it('reset tokens are stored only as hashes', async () => {
    const u = await h.newUser();
    const token = await resetLinkFor(u.input.email);
    const rows = await h.query<{ token_hash: string }>(
      "SELECT token_hash FROM one_time_tokens WHERE user_id = $1 AND purpose = 'reset_password'",
      [u.user.id],
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('an unknown e-mail gets the same answer as a known one, and no mail is sent', async () => {
    await expect(h.call(requestPasswordResetRpc, { email: 'ghost@example.com' })).resolves.toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.smtp.mailsTo('ghost@example.com')).toHaveLength(0);
  });

  it("a missing e-mail: 'Please enter your email address'", async () => {
    const reply = await h.callRaw(requestPasswordResetRpc, { email: '' });
    expect(reply.error?.message).toBe('Please enter your email address');
  });

  it.each([
    ['short1!', 'Password must be at least 8 characters'],
    ['nouppercase1!', 'Password must contain at least one uppercase letter'],
    ['NOLOWERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoNumberHere!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character'],
  ])('the new password %p is refused with %p', async (password, message) => {
    const reply = await h.callRaw(resetPasswordRpc, { token: 'whatever', password });
    expect(reply.error).toMatchObject({ code: 'REQUEST.INVALID', message });
  });
});
