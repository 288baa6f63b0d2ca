import { loginRpc, registerRpc, resendVerificationEmailRpc, verifyEmailRpc } from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';
import { tokenFromMail } from './support/smtp-catcher.js';

const h = new IdentityHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const PRODUCT_TEXT = 'Please check your email to verify your account before logging in.';
const register = async (n: string) => {
  const input = {
    fullName: 'Gate User',
    username: `gate_${n}`,
    email: `gate_${n}@example.com`,
    country: 'Canada' as const,
    password: STRONG_PASSWORD,
  };
  const { user } = await h.call(registerRpc, input);
  return { input, user };
};
const sessionsOf = async (userId: string) =>
  (await h.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))[0]!.n;
const verificationMails = (to: string) => h.smtp.mailsTo(to).filter((m) => /Subject: .*Verify/i.test(m.raw));

describe('sign-in refused until the e-mail is verified (issue 10)', () => {
  it("an unverified account's sign-in is a 403 AUTH.EMAIL_NOT_VERIFIED with the product's text, and no session opens", async () => {
    const { input, user } = await register('unverified');
    for (const usernameOrEmail of [input.email, input.username]) {
      expect(await errorOf(() => h.call(loginRpc, { usernameOrEmail, password: STRONG_PASSWORD }))).toMatchObject({
        code: 'AUTH.EMAIL_NOT_VERIFIED',
        kind: 'forbidden',
        message: PRODUCT_TEXT,
      });
    }
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('a wrong password on an unverified account says only that the credentials are wrong', async () => {
    const { input } = await register('wrongpw');
    expect(
      await errorOf(() => h.call(loginRpc, { usernameOrEmail: input.email, password: 'Wrong#Passw0rd' })),
    ).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });

  it('after following the e-mailed link, sign-in works', async () => {
    const { input, user } = await register('verified');
    await h.verifyEmailOf(input.email);
    const session = await h.call(loginRpc, { usernameOrEmail: input.email, password: STRONG_PASSWORD });
    expect(session.user).toMatchObject({ id: user.id, emailVerified: true });
  });
});

describe('resend the verification e-mail from the sign-in screen (issue 10)', () => {
  it('by e-mail: a new link arrives, the older link stops working, the new one verifies', async () => {
    const { input } = await register('resend');
    const first = tokenFromMail(await h.smtp.waitFor(input.email, /Verify/), '/auth/email-verified');
    await expect(h.call(resendVerificationEmailRpc, { usernameOrEmail: input.email })).resolves.toEqual({ ok: true });
    const second = tokenFromMail(await h.smtp.waitFor(input.email, /Verify/, 10_000, 1), '/auth/email-verified');
    expect(second).not.toBe(first);
    expect(await errorOf(() => h.call(verifyEmailRpc, { token: first }))).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    await h.call(verifyEmailRpc, { token: second });
    await expect(
      h.call(loginRpc, { usernameOrEmail: input.username, password: STRONG_PASSWORD }),
    ).resolves.toBeDefined();
  });

  it('by username works the same way', async () => {
    const { input } = await register('byname');
    await h.smtp.waitFor(input.email, /Verify/);
    await h.call(resendVerificationEmailRpc, { usernameOrEmail: input.username.toUpperCase() });
    await h.verifyEmailOf(input.email, 1);
    await expect(h.call(loginRpc, { usernameOrEmail: input.email, password: STRONG_PASSWORD })).resolves.toBeDefined();
  });

  it('answers the same for an unknown address and a verified account, and sends them nothing', async () => {
    const { input } = await register('already');
    await h.verifyEmailOf(input.email);
    const unknown = await h.call(resendVerificationEmailRpc, { usernameOrEmail: 'nobody-here@example.com' });
    const verified = await h.call(resendVerificationEmailRpc, { usernameOrEmail: input.email });
    expect(unknown).toEqual(verified);
    const queued = await h.query<{ to_address: string }>(
      'SELECT to_address FROM outbound_emails WHERE lower(to_address) IN ($1, $2)',
      ['nobody-here@example.com', input.email],
    );
    expect(queued).toHaveLength(1);
    expect(verificationMails(input.email)).toHaveLength(1);
  });

  it('without an account name it needs a signed-in caller', async () => {
    expect(await errorOf(() => h.call(resendVerificationEmailRpc, {}))).toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
  });
});
