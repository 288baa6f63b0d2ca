import { randomUUID } from 'node:crypto';
import { connectNats, deleteTestStreams } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startIdentityForGateway } from './support/identity-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';

// Issue 10: a wrong current password on change-password answered 400 forever, so a stolen
// session could guess the password. Now a few wrong ones end the session.
describe('change-password is rate-limited per session and ends the session (real identity)', () => {
  let identity: Awaited<ReturnType<typeof startIdentityForGateway>>;
  let gw: RunningGateway;

  beforeAll(async () => {
    identity = await startIdentityForGateway();
    gw = await startTestGateway({ RATE_CHANGE_PASSWORD_PER_SESSION: '3' });
  });
  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    const nc = await connectNats();
    await deleteTestStreams(nc);
    await nc.drain();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('the 3rd wrong current password is a 429 that signs the session out; the right password still works afterwards', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `cp${tag}@example.com`;
    const password = 'Str0ng#Passw0rd';
    const registered = await post('/api/register', {
      fullName: 'Cara Pass',
      username: `cp${tag}`,
      email,
      country: 'Canada',
      password,
    });
    expect(registered.status).toBe(201);
    await identity.verifyEmail(gw.url, email);
    const session = await post('/api/login', { usernameOrEmail: email, password });
    const auth = { authorization: `Bearer ${(await session.json()).accessToken}` };

    const guess = (currentPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword: 'An0ther#Passw0rd' }, auth);
    expect((await guess('wrong-1-Passw0rd')).status).toBe(400);
    expect((await guess('wrong-2-Passw0rd')).status).toBe(400);
    const third = await guess('wrong-3-Passw0rd');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await third.json()).detail).toMatch(/you have been signed out/);

    // The session is over: even the right password cannot be tried with it.
    expect((await fetch(`${gw.url}/api/user`, { headers: auth })).status).toBe(401);
    expect((await guess(password)).status).toBe(401);
    // The owner signs in again as usual.
    expect((await post('/api/login', { usernameOrEmail: email, password })).status).toBe(200);
  });
});
