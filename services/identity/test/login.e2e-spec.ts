import { decodeJwt, decodeProtectedHeader } from 'jose';
import { adminBanUserRpc, getCurrentUserRpc, getJwksRpc, loginRpc, registerRpc } from '@oneway/contracts';
import { errorOf, IdentityHarness, STRONG_PASSWORD } from './support/identity-harness.js';

const h = new IdentityHarness();
let alice: Awaited<ReturnType<IdentityHarness['newUser']>>;
beforeAll(async () => {
  await h.start({ SEED_DEMO: '1' });
  alice = await h.newUser({ username: 'Alice_Login', email: 'alice.login@example.com' });
});
afterAll(() => h.stop());

const adminMeta = async () =>
  h.metaFor(await h.call(loginRpc, { usernameOrEmail: 'admin', password: 'Admin#Demo2026' }));

describe('login (spec §5)', () => {
  it("an empty identifier: 'Please enter your email or username'", async () => {
    const reply = await h.callRaw(loginRpc, { usernameOrEmail: '  ', password: 'x' });
    expect(reply.error).toMatchObject({ code: 'REQUEST.INVALID', message: 'Please enter your email or username' });
  });

  it("a missing password: 'Password is required'", async () => {
    const reply = await h.callRaw(loginRpc, { usernameOrEmail: 'alice' });
    expect(reply.error).toMatchObject({ code: 'REQUEST.INVALID', message: 'Password is required' });
  });

  it('signs in by username, case-insensitively', async () => {
    const s = await h.call(loginRpc, { usernameOrEmail: 'alice_login', password: STRONG_PASSWORD });
    expect(s.user.id).toBe(alice.user.id);
  });

  it('signs in by e-mail when the input looks like an e-mail', async () => {
    const s = await h.call(loginRpc, { usernameOrEmail: 'Alice.Login@Example.com', password: STRONG_PASSWORD });
    expect(s.user.id).toBe(alice.user.id);
  });

  it("an unknown username: 'Username not found. Please check your credentials.'", async () => {
    const err = await errorOf(() => h.call(loginRpc, { usernameOrEmail: 'nobody_here', password: STRONG_PASSWORD }));
    expect(err).toMatchObject({
      code: 'AUTH.USERNAME_NOT_FOUND',
      kind: 'unauthorized',
      message: 'Username not found. Please check your credentials.',
    });
  });

  it("a wrong password: 'Invalid username/email or password'", async () => {
    const err = await errorOf(() => h.call(loginRpc, { usernameOrEmail: 'alice_login', password: 'Wrong#Passw0rd' }));
    expect(err).toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
      kind: 'unauthorized',
      message: 'Invalid username/email or password',
    });
  });

  it('an unknown e-mail gets the same answer as a wrong password (no e-mail enumeration)', async () => {
    const err = await errorOf(() =>
      h.call(loginRpc, { usernameOrEmail: 'nobody@example.com', password: STRONG_PASSWORD }),
    );
    expect(err).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid username/email or password' });
  });

  it('an unknown account still costs one argon2 verify (comparable time to a wrong password)', async () => {
    const time = async (usernameOrEmail: string) => {
      const t = process.hrtime.bigint();
      await errorOf(() => h.call(loginRpc, { usernameOrEmail, password: 'Wrong#Passw0rd' }));
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    await time('nobody@example.com'); // warms the dummy hash
    const unknown = (await Promise.all([1, 2, 3].map(() => time('nobody@example.com')))).sort((a, b) => a - b)[1]!;
    const wrong = (await Promise.all([1, 2, 3].map(() => time('alice.login@example.com')))).sort((a, b) => a - b)[1]!;
    // An argon2id verify at m=19 MiB takes milliseconds; a skipped one would be ~0.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
  });

  it('issues an EdDSA access token for oneway-api with sub, role and sid, verifiable with getJwks', async () => {
    const s = await h.call(loginRpc, { usernameOrEmail: 'alice_login', password: STRONG_PASSWORD });
    expect(decodeProtectedHeader(s.accessToken)).toMatchObject({ alg: 'EdDSA' });
    const claims = decodeJwt(s.accessToken);
    expect(claims).toMatchObject({
      iss: 'oneway-identity',
      aud: 'oneway-api',
      sub: alice.user.id,
      role: 'user',
      sid: s.sessionId,
    });
    expect(claims.exp! - claims.iat!).toBe(900);
    const meta = await h.metaFor(s); // verifies the signature against the JWKS
    expect((await h.call(getCurrentUserRpc, {}, meta)).id).toBe(alice.user.id);
    const jwks = await h.call(getJwksRpc, {});
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', alg: 'EdDSA', use: 'sig' });
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });

  it('the signing key is kept in the identity database and named by kid in every token', async () => {
    const [key] = await h.query<{ kid: string }>('SELECT kid FROM signing_keys');
    expect(decodeProtectedHeader(alice.session.accessToken).kid).toBe(key!.kid);
  });

  it('a banned user cannot sign in, with a clear message', async () => {
    const bob = await h.newUser();
    await h.call(adminBanUserRpc, { userId: bob.user.id, reason: 'fraud' }, await adminMeta());
    const err = await errorOf(() =>
      h.call(loginRpc, { usernameOrEmail: bob.input.username, password: STRONG_PASSWORD }),
    );
    expect(err).toMatchObject({ code: 'AUTH.BANNED', kind: 'forbidden' });
    expect(err.message).toMatch(/suspended/);
  });

  it('a banned user with a wrong password learns nothing about the ban', async () => {
    const carol = await h.newUser();
    await h.call(adminBanUserRpc, { userId: carol.user.id, reason: 'fraud' }, await adminMeta());
    const err = await errorOf(() =>
      h.call(loginRpc, { usernameOrEmail: carol.input.username, password: 'Wrong#Passw0rd' }),
    );
    expect(err.code).toBe('AUTH.INVALID_CREDENTIALS');
  });

  it('getCurrentUser without a session is 401 AUTH.UNAUTHENTICATED', async () => {
    expect(await errorOf(() => h.call(getCurrentUserRpc, {}))).toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
      kind: 'unauthorized',
    });
  });

  it('a registered user can sign in as soon as the link is followed (no wait for the read model)', async () => {
    await h.call(registerRpc, {
      fullName: 'Quick',
      username: 'quick_one',
      email: 'quick@example.com',
      country: 'Canada',
      password: STRONG_PASSWORD,
    });
    await h.verifyEmailOf('quick@example.com');
    const s = await h.call(loginRpc, { usernameOrEmail: 'quick@example.com', password: STRONG_PASSWORD });
    expect(s.user.username).toBe('quick_one');
  });
});
