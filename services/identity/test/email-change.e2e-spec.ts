import {
  adminUserHistoryRpc,
  getProfileRpc,
  loginRpc,
  refreshRpc,
  requestEmailChangeRpc,
  requestPasswordResetRpc,
  verifyEmailRpc,
} from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';
import { mailText, tokenFromMail } from './support/smtp-catcher.js';

const h = new IdentityHarness();
beforeAll(() => h.start({ SEED_DEMO: '1' }));
afterAll(() => h.stop());

type Person = Awaited<ReturnType<IdentityHarness['newUser']>>;
let seq = 0;
const freshAddress = () => `moved_${Date.now().toString(36)}${++seq}@example.com`;
const CONFIRM = /Confirm your new Oneway email address/;

/** Asks for the change and returns the token of the link mailed to the new address. */
async function requestChange(u: Person, newEmail: string): Promise<string> {
  const before = h.smtp.mailsTo(newEmail).filter((m) => CONFIRM.test(m.raw)).length;
  await h.call(requestEmailChangeRpc, { email: newEmail, currentPassword: STRONG_PASSWORD }, u.meta);
  const mail = await h.smtp.waitFor(newEmail, CONFIRM, 10_000, before);
  return tokenFromMail(mail, '/auth/email-verified');
}

const signIn = (usernameOrEmail: string) => h.call(loginRpc, { usernameOrEmail, password: STRONG_PASSWORD });

describe('e-mail change (issue 14, /settings)', () => {
  it('the link mailed to the new address moves sign-in there; the old address no longer signs in', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    const token = await requestChange(u, to);

    // Until the link is opened nothing changes.
    await expect(signIn(u.input.email)).resolves.toBeDefined();
    expect(await errorOf(() => signIn(to))).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });

    await expect(h.call(verifyEmailRpc, { token })).resolves.toEqual({
      userId: u.user.id,
      emailVerified: true,
      changedTo: to,
    });
    await expect(signIn(to)).resolves.toBeDefined();
    expect(await errorOf(() => signIn(u.input.email))).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    await expect(h.call(getProfileRpc, {}, u.meta)).resolves.toMatchObject({ email: to, emailVerified: true });
  });

  it('the old address is told, without a link, and the other sessions stay signed in', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    await h.call(verifyEmailRpc, { token: await requestChange(u, to) });
    const notice = await h.smtp.waitFor(u.input.email, /Your Oneway email address is being changed/, 10_000);
    expect(mailText(notice)).toContain(to);
    expect(mailText(notice)).toContain("If this wasn't you, change your password");
    expect(mailText(notice)).not.toContain('token=');
    await expect(h.call(refreshRpc, { refreshToken: u.session.refreshToken })).resolves.toBeDefined();
  });

  it('a wrong current password is refused naming currentPassword; nothing is stored or mailed', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    expect(
      await errorOf(() => h.call(requestEmailChangeRpc, { email: to, currentPassword: 'Wr0ng#Password' }, u.meta)),
    ).toMatchObject({ code: 'AUTH.CURRENT_PASSWORD_INCORRECT', fieldErrors: [{ field: 'currentPassword' }] });
    const rows = await h.query("SELECT 1 FROM one_time_tokens WHERE user_id = $1 AND purpose = 'change_email'", [
      u.user.id,
    ]);
    expect(rows).toHaveLength(0);
    expect(await h.query('SELECT 1 FROM outbound_emails WHERE to_address = $1', [to])).toHaveLength(0);
  });

  it("another account's address is a 409 naming email; the own address a 400 naming email", async () => {
    const u = await h.newUser();
    const other = await h.newUser();
    expect(
      await errorOf(() =>
        h.call(
          requestEmailChangeRpc,
          { email: other.input.email.toUpperCase(), currentPassword: STRONG_PASSWORD },
          u.meta,
        ),
      ),
    ).toMatchObject({ code: 'USER.EMAIL_TAKEN', kind: 'conflict', fieldErrors: [{ field: 'email' }] });
    expect(
      await errorOf(() =>
        h.call(requestEmailChangeRpc, { email: u.input.email, currentPassword: STRONG_PASSWORD }, u.meta),
      ),
    ).toMatchObject({ code: 'USER.SAME_EMAIL', fieldErrors: [{ field: 'email' }] });
  });

  it('a malformed address is refused by the service itself, naming email', async () => {
    const u = await h.newUser();
    const res = await h.callRaw(
      requestEmailChangeRpc,
      { email: 'not-an-address', currentPassword: STRONG_PASSWORD },
      u.meta,
    );
    expect(res.ok).toBe(false);
    expect(res.error?.fieldErrors?.map((f) => f.field)).toContain('email');
  });

  it('without a session the request is refused', async () => {
    expect(
      await errorOf(() => h.call(requestEmailChangeRpc, { email: freshAddress(), currentPassword: STRONG_PASSWORD })),
    ).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });

  it('the link works once; a newer request voids the older link; links expire after 24 hours', async () => {
    const u = await h.newUser();
    const first = await requestChange(u, freshAddress());
    const second = await requestChange(u, freshAddress());
    expect(await errorOf(() => h.call(verifyEmailRpc, { token: first }))).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    await h.call(verifyEmailRpc, { token: second });
    // Opening the same link again (a second tab) answers as before and changes nothing.
    await expect(h.call(verifyEmailRpc, { token: second })).resolves.toMatchObject({ emailVerified: true });

    const late = await requestChange(u, freshAddress());
    h.clockOffsetMs = 24 * 3600 * 1000 + 1000;
    try {
      expect(await errorOf(() => h.call(verifyEmailRpc, { token: late }))).toMatchObject({
        code: 'AUTH.TOKEN_INVALID',
      });
    } finally {
      h.clockOffsetMs = 0;
    }
  });

  it('an address registered by someone else before the link is opened is a 409 and nothing changes', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    const token = await requestChange(u, to);
    await h.newUser({ email: to });
    expect(await errorOf(() => h.call(verifyEmailRpc, { token }))).toMatchObject({ code: 'USER.EMAIL_TAKEN' });
    await expect(signIn(u.input.email)).resolves.toBeDefined();
  });

  it('a password reset after the change goes to the new address', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    await h.call(verifyEmailRpc, { token: await requestChange(u, to) });
    await h.call(requestPasswordResetRpc, { email: to });
    await expect(h.smtp.waitFor(to, /Reset your Oneway password/, 10_000)).resolves.toBeDefined();
  });

  it('the request and the change are in the user history staff see', async () => {
    const u = await h.newUser();
    const to = freshAddress();
    await h.call(verifyEmailRpc, { token: await requestChange(u, to) });
    const admin = await h.metaFor(await h.call(loginRpc, { usernameOrEmail: 'admin', password: 'Admin#Demo2026' }));
    const { events } = await h.call(adminUserHistoryRpc, { userId: u.user.id }, admin);
    expect(events.filter((e) => e.type.startsWith('identity.user.email_change')).map((e) => [e.type, e.data])).toEqual([
      ['identity.user.email_change_requested', { userId: u.user.id, newEmail: to }],
      ['identity.user.email_changed', { userId: u.user.id, from: u.input.email, to }],
    ]);
  });
});
