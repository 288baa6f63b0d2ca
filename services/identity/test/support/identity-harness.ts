import { createLocalJWKSet, jwtVerify } from 'jose';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  getJwksRpc,
  loginRpc,
  registerRpc,
  verifyEmailRpc,
  type RpcContract,
  type RpcMeta,
  type SessionDto,
} from '@oneway/contracts';
import { RpcClient, startService, type RunningService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { z } from 'zod';
import type { IdentityConfig } from '../../src/config.js';
import { identityService } from '../../src/identity.service.js';
import { SmtpCatcher, tokenFromMail } from './smtp-catcher.js';

export const STRONG_PASSWORD = 'Str0ng#Passw0rd';

/**
 * One identity service on a fresh database and bus namespace, an SMTP catcher as its mail
 * server, and an RPC client that plays the gateway: it verifies access tokens against
 * getJwks and turns them into `meta.actor`, exactly as the gateway must.
 */
export class IdentityHarness {
  service!: RunningService<IdentityConfig>;
  client!: RpcClient;
  nc!: NatsConnection;
  smtp = new SmtpCatcher();
  /** Shifted by tests that check expiry. */
  clockOffsetMs = 0;
  private db!: Awaited<ReturnType<typeof createTestDatabase>>;
  private seq = 0;

  async start(env: Record<string, string> = {}): Promise<this> {
    this.db = await createTestDatabase('identity');
    const smtpUrl = await this.smtp.start();
    this.service = await startService(identityService({ now: () => new Date(Date.now() + this.clockOffsetMs) }), {
      ...process.env,
      DATABASE_URL: this.db.url,
      NATS_SUBJECT_PREFIX: subjectPrefix(),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DB_POOL_SIZE: '4',
      SMTP_URL: smtpUrl,
      MAIL_POLL_INTERVAL_MS: '100',
      WEB_BASE_URL: 'https://oneway.test',
      ...env,
    });
    this.nc = await connectNats();
    this.client = new RpcClient(this.nc, subjectPrefix());
    return this;
  }

  async stop(): Promise<void> {
    await this.service?.stop();
    await this.smtp.stop();
    if (this.nc) {
      await deleteTestStreams(this.nc).catch(() => {});
      await this.nc.close();
    }
    await this.db?.drop();
  }

  anonymous(): RpcMeta {
    return { correlationId: `test-${++this.seq}`, actor: null, ip: '203.0.113.7' };
  }

  /** The gateway's job: verify the access token, then forward who it names. */
  async metaFor(session: Pick<SessionDto, 'accessToken'>): Promise<RpcMeta> {
    const jwks = await this.client.call(getJwksRpc, {}, this.anonymous());
    const { payload } = await jwtVerify(session.accessToken, createLocalJWKSet(jwks as never), {
      issuer: 'oneway-identity',
      audience: 'oneway-api',
      algorithms: ['EdDSA'],
    });
    return {
      correlationId: `test-${++this.seq}`,
      actor: { userId: payload.sub!, role: payload.role as never, sessionId: payload.sid as string },
      ip: '203.0.113.7',
    };
  }

  call<C extends RpcContract>(
    contract: C,
    payload: z.input<C['request']>,
    meta: RpcMeta = this.anonymous(),
  ): Promise<z.infer<C['response']>> {
    return this.client.call(contract, payload, meta);
  }

  /** Sends the payload unchecked, as a hostile or buggy gateway could: the service must validate. */
  async callRaw(
    contract: RpcContract,
    payload: unknown,
    meta: RpcMeta = this.anonymous(),
  ): Promise<{
    ok: boolean;
    value?: unknown;
    error?: { code: string; message: string; kind: string; fieldErrors?: { field: string; message: string }[] };
  }> {
    const msg = await this.nc.request(`${subjectPrefix()}.rpc.${contract.name}`, JSON.stringify({ meta, payload }), {
      timeout: 10_000,
    });
    return msg.json();
  }

  /**
   * Confirms the address as its owner would: opens the newest verification e-mail that
   * reached it (after `mailsBefore` earlier ones) and follows its link.
   */
  async verifyEmailOf(email: string, mailsBefore = 0): Promise<void> {
    const mail = await this.smtp.waitFor(email, /Verify/, 10_000, mailsBefore);
    await this.call(verifyEmailRpc, { token: tokenFromMail(mail, '/auth/email-verified') });
  }

  /** Registers a fresh user, confirms the e-mail from the link it received and signs in; names are unique per call. */
  async newUser(overrides: Partial<z.input<typeof registerRpc.request>> = {}) {
    const n = `${Date.now().toString(36)}${++this.seq}`;
    const input = {
      fullName: 'Test User',
      username: `user_${n}`,
      email: `user_${n}@example.com`,
      country: 'Canada' as const,
      password: STRONG_PASSWORD,
      ...overrides,
    };
    const { user } = await this.call(registerRpc, input);
    await this.verifyEmailOf(input.email);
    const session = await this.call(loginRpc, { usernameOrEmail: input.username, password: input.password });
    return { input, user, session, meta: await this.metaFor(session) };
  }

  /** A user promoted straight in the event store's way would be cheating; use the demo seed's path. */
  async query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { rows } = await this.service.ctx.pool.query(sql, params);
    return rows as T[];
  }
}

/** Runs `fn` and returns the DomainError code it threw (fails when nothing was thrown). */
export async function errorOf(
  fn: () => Promise<unknown>,
): Promise<{ code: string; message: string; kind: string; fieldErrors: { field: string; message: string }[] }> {
  try {
    await fn();
  } catch (err) {
    const e = err as { code: string; message: string; kind: string; fieldErrors: { field: string; message: string }[] };
    return { code: e.code, message: e.message, kind: e.kind, fieldErrors: e.fieldErrors };
  }
  throw new Error('expected an error');
}
