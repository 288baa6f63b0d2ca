import { randomUUID } from 'node:crypto';
import { connectNats, deleteTestStreams } from '@oneway/testing';
import type { RunningGateway } from '../../src/gateway.js';
import { DEMO_ADMIN, startIdentityForGateway } from './identity-for-gateway.js';
import { startMarketplaceForGateway } from './marketplace-for-gateway.js';
import { startMessagingForGateway } from './messaging-for-gateway.js';
import { startRelayForGateway } from './relay-for-gateway.js';
import { startPaymentsForGateway } from './payments-for-gateway.js';
import { startTestGateway } from './test-gateway.js';

export interface Caller {
  userId: string | null;
  role: string;
  headers: Record<string, string>;
}

/**
 * The gateway in front of the real identity, marketplace, payments, messaging and relay services (in-process,
 * fresh databases, this file's bus and Redis prefixes), with helpers to sign people in.
 */
export async function startRealStack(env: Record<string, string> = {}, o: { everyService?: boolean } = {}) {
  const identity = await startIdentityForGateway();
  const marketplace = await startMarketplaceForGateway();
  const payments = await startPaymentsForGateway();
  // Messaging and relay only where every route must reach a real service (the fuzz suite):
  // each service holds Postgres connections, and test files run side by side.
  const nc = o.everyService ? await connectNats() : null;
  const messaging = nc ? await startMessagingForGateway(nc) : null;
  const relay = o.everyService ? await startRelayForGateway() : null;
  const gw: RunningGateway = await startTestGateway({
    RATE_LOGIN_PER_IP: '10000',
    RATE_LOGIN_PER_ACCOUNT: '1000',
    RATE_REGISTER_PER_IP: '10000',
    ...env,
  });

  async function call(method: string, path: string, o: { headers?: Record<string, string>; body?: unknown } = {}) {
    const raw = typeof o.body === 'string' && o.headers?.['content-type'] !== undefined;
    return fetch(`${gw.url}${path}`, {
      method,
      headers: { ...(o.body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...o.headers },
      body: o.body === undefined ? undefined : raw ? (o.body as string) : JSON.stringify(o.body),
    });
  }

  async function login(usernameOrEmail: string, password: string): Promise<Caller> {
    const res = await call('POST', '/api/login', { body: { usernameOrEmail, password } });
    if (res.status !== 200) throw new Error(`login ${usernameOrEmail}: ${res.status} ${await res.text()}`);
    const session = (await res.json()) as { accessToken: string; user: { id: string; role: string } };
    return {
      userId: session.user.id,
      role: session.user.role,
      headers: { authorization: `Bearer ${session.accessToken}` },
    };
  }

  /** A new account, its e-mail verified through the link identity mailed, signed in. */
  async function newUser(): Promise<Caller & { email: string; password: string }> {
    const tag = randomUUID().slice(0, 8);
    const email = `u${tag}@example.com`;
    const password = 'Str0ng#Passw0rd';
    const res = await call('POST', '/api/register', {
      body: { fullName: `User ${tag}`, username: `u${tag}`, email, country: 'United Kingdom', password },
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    await identity.verifyEmail(gw.url, email);
    return { ...(await login(email, password)), email, password };
  }

  return {
    gw,
    identity,
    marketplace,
    payments,
    messaging,
    relay,
    call,
    login,
    newUser,
    admin: () => login(DEMO_ADMIN.usernameOrEmail, DEMO_ADMIN.password),
    async stop() {
      await gw.stop();
      await relay?.stop();
      await messaging?.stop();
      await nc?.drain();
      await payments.stop();
      await marketplace.stop();
      await identity.stop();
    },
  };
}
export type RealStack = Awaited<ReturnType<typeof startRealStack>>;

/** Every real-stack test file's `afterAll`: stops the stack and deletes this file's JetStream streams. */
export async function stopRealStack(stack: RealStack | undefined): Promise<void> {
  await stack?.stop();
  const nc = await connectNats();
  await deleteTestStreams(nc);
  await nc.drain();
}
