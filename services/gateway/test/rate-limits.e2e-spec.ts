import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import { randomUUID } from 'node:crypto';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { makeSigningKey } from './support/test-keys.js';

const WINDOW_SECONDS = 2;

describe('gateway rate limits (Redis, short windows)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;

  beforeAll(async () => {
    nc = await connectNats();
    ({ identity } = await startKeyedFakeIdentity(nc));
    gw = await startTestGateway({
      RATE_LOGIN_PER_ACCOUNT: '3',
      RATE_LOGIN_PER_IP: '6',
      RATE_LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RATE_RECOVERY_PER_ACCOUNT: '2',
      RATE_RECOVERY_PER_IP: '4',
      RATE_RECOVERY_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RATE_REGISTER_PER_IP: '3',
      RATE_REGISTER_WINDOW_SECONDS: String(WINDOW_SECONDS),
      // Each test gets its own Redis namespace so their budgets never mix.
      REDIS_KEY_PREFIX: `${subjectPrefix()}:${randomUUID().slice(0, 8)}:`,
    });
  });

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (usernameOrEmail: string, password = 'wrong') => post('/api/login', { usernameOrEmail, password });
  const waitWindow = () => new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000 + 200));

  it('login per account: the 4th attempt in the window is 429 with Retry-After, and it recovers after the window', async () => {
    const account = `${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await login(account)).status).toBe(401);
    const limited = await login(account, 'Correct-horse1!');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect((await limited.json()).code).toBe('RATE_LIMITED');
    await waitWindow();
    expect((await login(account, 'Correct-horse1!')).status).toBe(200);
  });

  it('login per account counts the account case-insensitively', async () => {
    const account = `${randomUUID()}@example.com`;
    await login(account);
    await login(account.toUpperCase());
    await login(` ${account} `);
    expect((await login(account)).status).toBe(429);
    await waitWindow();
  });

  it('a successful login clears the account’s failures', async () => {
    const account = `${randomUUID()}@example.com`;
    await login(account);
    await login(account);
    expect((await login(account, 'Correct-horse1!')).status).toBe(200);
    expect((await login(account)).status).toBe(401);
    expect((await login(account)).status).toBe(401);
    await waitWindow();
  });

  it('login per IP: many accounts from one address are limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(`${randomUUID()}@example.com`)).status);
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    await waitWindow();
    expect((await login(`${randomUUID()}@example.com`)).status).toBe(401);
  });

  it('successful sign-ins never count: one address signing in many times is never locked out (issue 18)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(`${randomUUID()}@example.com`, 'Correct-horse1!')).status).toBe(200);
    expect((await login(`${randomUUID()}@example.com`)).status).toBe(401);
    await waitWindow();
  });

  it('one account’s failures lock that account, not another person signing in from the same address (issue 18)', async () => {
    const guessed = `${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await login(guessed)).status).toBe(401);
    const locked = await login(guessed, 'Correct-horse1!');
    expect(locked.status).toBe(429);
    expect((await locked.json()).detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect((await login(`${randomUUID()}@example.com`, 'Correct-horse1!')).status).toBe(200);
    await waitWindow();
  });

  it('forgot-password per account: 202 twice, then 429, then 202 after the window', async () => {
    const email = `${randomUUID()}@example.com`;
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
    const limited = await post('/api/auth/forgot-password', { email });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    await waitWindow();
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
    await waitWindow();
  });

  it('register per IP: the 4th sign-up from one address in the window is 429 with Retry-After, and it recovers', async () => {
    const register = () => {
      const n = randomUUID().slice(0, 8);
      return post('/api/register', {
        fullName: 'Grace Hopper',
        username: `grace_${n}`,
        email: `grace_${n}@example.com`,
        country: 'Canada',
        password: 'Correct-horse1!',
      });
    };
    // Sent together so the burst lands inside one window however slow the machine is.
    const burst = await Promise.all([1, 2, 3, 4].map(register));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 201, 429]);
    const limited = burst.find((r) => r.status === 429)!;
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect((await limited.json()).code).toBe('RATE_LIMITED');
    // The sign-up budget is its own: sign-in from the same address is not refused by it.
    expect((await login(`${randomUUID()}@example.com`)).status).toBe(401);
    await waitWindow();
    expect((await register()).status).toBe(201);
    await waitWindow();
  });

  it('reset-password per IP: token guessing is limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/api/auth/reset-password', { token: randomUUID(), password: 'Str0ng!pass' })).status);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[4]).toBe(429);
    await waitWindow();
    expect((await post('/api/auth/reset-password', { token: randomUUID(), password: 'Str0ng!pass' })).status).toBe(400);
  });
});

describe('client address behind a trusted proxy (TRUST_PROXY)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;

  beforeAll(async () => {
    nc = await connectNats();
    const key = await makeSigningKey();
    identity = await startFakeIdentity(
      nc,
      subjectPrefix(),
      () => [key.publicJwk],
      () => key,
    );
    gw = await startTestGateway({
      TRUST_PROXY: '127.0.0.1',
      RATE_REGISTER_PER_IP: '2',
      RATE_REGISTER_WINDOW_SECONDS: '60',
      REDIS_KEY_PREFIX: `${subjectPrefix()}:${randomUUID().slice(0, 8)}:`,
    });
  });
  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await nc?.drain();
  });

  const register = (forwardedFor: string) =>
    fetch(`${gw.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({
        fullName: 'Ada Obi',
        username: `u${randomUUID().slice(0, 8)}`,
        email: `${randomUUID()}@example.com`,
        country: 'Nigeria',
        password: 'Str0ng!pass',
      }),
    });

  it('per-IP limits count the forwarded client address when the proxy is trusted, so two visitors behind one proxy have separate budgets', async () => {
    expect((await register('203.0.113.7')).status).not.toBe(429);
    expect((await register('203.0.113.7')).status).not.toBe(429);
    expect((await register('203.0.113.7')).status).toBe(429);
    expect((await register('198.51.100.9')).status).not.toBe(429);
  });
});
