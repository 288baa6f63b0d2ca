import { getCurrentUserRpc, loginRpc, registerRpc, verifyEmailRpc } from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';
import { mailText, tokenFromMail } from './support/smtp-catcher.js';

const h = new IdentityHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const base = (n: string) => ({
  fullName: 'Reg User',
  username: `reg_${n}`,
  email: `reg_${n}@example.com`,
  country: 'Nigeria',
  password: STRONG_PASSWORD,
});

describe('registration (spec §5)', () => {
  // Sent raw, past the client-side check, so the identity service itself must refuse.
  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['nouppercase1!', 'Password must contain at least one uppercase letter'],
    ['NOLOWERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoNumberHere!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character'],
  ])('the server refuses password %p with %p', async (password, message) => {
    const reply = await h.callRaw(registerRpc, { ...base(`p${password.length}${password[0]}`), password });
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatchObject({ code: 'REQUEST.INVALID', kind: 'validation', message });
    expect(reply.error?.fieldErrors?.[0]).toEqual({ field: 'password', message });
  });

  it('checks the password rules in the spec order: length is reported first', async () => {
    const reply = await h.callRaw(registerRpc, { ...base('order'), password: 'abc' });
    expect(reply.error?.message).toBe('Password must be at least 8 characters');
  });

  it('accepts a 64-character passphrase and signs in with it', async () => {
    const password = `Aa1!${'x'.repeat(60)}`;
    expect(password).toHaveLength(64);
    const { user } = await h.call(registerRpc, { ...base('long'), password } as never);
    await h.verifyEmailOf('reg_long@example.com');
    const session = await h.call(loginRpc, { usernameOrEmail: 'reg_long', password });
    expect(session.user.id).toBe(user.id);
  });

  it('requires every field (full name, username, email, country, password)', async () => {
    const reply = await h.callRaw(registerRpc, {});
    const fields = reply.error?.fieldErrors?.map((f) => f.field).sort();
    expect(fields).toEqual(['country', 'email', 'fullName', 'password', 'username']);
  });

  it('accepts only the four countries', async () => {
    const reply = await h.callRaw(registerRpc, { ...base('fr'), country: 'France' });
    expect(reply.error?.fieldErrors?.[0]?.field).toBe('country');
  });

  it('a new user is role user, user_type sender, unverified, active, and no secret is returned', async () => {
    const { user } = await h.call(registerRpc, base('defaults') as never);
    expect(user).toMatchObject({
      role: 'user',
      userType: 'sender',
      verificationStatus: 'unverified',
      status: 'active',
      isBanned: false,
      isVerified: false,
      emailVerified: false,
      email: 'reg_defaults@example.com',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);
    const [row] = await h.query<{ user_type: string; role: string; status: string; verification_status: string }>(
      'SELECT * FROM users WHERE id = $1',
      [user.id],
    );
    expect(row).toMatchObject({
      user_type: 'sender',
      role: 'user',
      status: 'active',
      verification_status: 'unverified',
    });
  });

  it('stores the password as an argon2id hash (m=19456, t=2, p=1), never in an event', async () => {
    const { user } = await h.call(registerRpc, base('hash') as never);
    const [account] = await h.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE user_id = $1',
      [user.id],
    );
    expect(account!.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(account!.password_hash).toContain('m=19456');
    expect(account!.password_hash).toContain('t=2');
    expect(account!.password_hash).toContain('p=1');
    const events = await h.query<{ data: unknown }>('SELECT data FROM es_events');
    expect(JSON.stringify(events)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(events)).not.toContain('argon2');
  });

  it('a duplicate e-mail (any case) is a 409 USER.EMAIL_TAKEN', async () => {
    await h.call(registerRpc, base('dupmail') as never);
    const err = await errorOf(() =>
      h.call(registerRpc, { ...base('other1'), email: 'REG_DUPMAIL@Example.com' } as never),
    );
    expect(err).toMatchObject({ code: 'USER.EMAIL_TAKEN', kind: 'conflict' });
  });

  it('a duplicate username (any case) is a 409 USER.USERNAME_TAKEN', async () => {
    await h.call(registerRpc, base('dupname') as never);
    const err = await errorOf(() => h.call(registerRpc, { ...base('other2'), username: 'REG_DupName' } as never));
    expect(err).toMatchObject({ code: 'USER.USERNAME_TAKEN', kind: 'conflict' });
  });

  it('two simultaneous registrations of one username: exactly one wins, the other gets the 409', async () => {
    const results = await Promise.allSettled([
      h.call(registerRpc, { ...base('race'), email: 'race1@example.com' } as never),
      h.call(registerRpc, { ...base('race'), email: 'race2@example.com' } as never),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.code).toBe('USER.USERNAME_TAKEN');
  });

  it('a username can never look like an e-mail', async () => {
    const reply = await h.callRaw(registerRpc, { ...base('x'), username: 'me@example.com' });
    expect(reply.error?.fieldErrors?.[0]?.field).toBe('username');
  });

  it('sends a verification e-mail whose single-use link verifies the address', async () => {
    const { user } = await h.call(registerRpc, base('verify') as never);
    const mail = await h.smtp.waitFor('reg_verify@example.com', /Verify your Oneway email/);
    expect(mailText(mail)).toContain('https://oneway.test/auth/email-verified?token=');
    const token = tokenFromMail(mail, '/auth/email-verified');
    const [stored] = await h.query<{ token_hash: string }>(
      "SELECT token_hash FROM one_time_tokens WHERE user_id = $1 AND purpose = 'verify_email'",
      [user.id],
    );
    expect(stored!.token_hash).not.toBe(token);

    await expect(h.call(verifyEmailRpc, { token })).resolves.toEqual({ userId: user.id, emailVerified: true });
    const session = await h.call(loginRpc, { usernameOrEmail: 'reg_verify', password: STRONG_PASSWORD });
    const me = await h.call(getCurrentUserRpc, {}, await h.metaFor(session));
    expect(me.emailVerified).toBe(true);
    const [sent] = await h.query<{ text_body: string | null; sent_at: Date | null }>(
      "SELECT text_body, sent_at FROM outbound_emails WHERE to_address = 'reg_verify@example.com'",
    );
    expect(sent).toMatchObject({ text_body: null });
    expect(sent!.sent_at).not.toBeNull();
  });

  it('an unknown verification token is refused', async () => {
    expect(await errorOf(() => h.call(verifyEmailRpc, { token: 'not-a-real-token' }))).toMatchObject({
      code: 'AUTH.TOKEN_INVALID',
    });
  });

  it('an expired verification link (after 24 h) is refused', async () => {
    await h.call(registerRpc, base('expired') as never);
    const token = tokenFromMail(await h.smtp.waitFor('reg_expired@example.com', /Verify/), '/auth/email-verified');
    h.clockOffsetMs = 24 * 3600 * 1000 + 1000;
    try {
      expect(await errorOf(() => h.call(verifyEmailRpc, { token }))).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    } finally {
      h.clockOffsetMs = 0;
    }
  });
});
