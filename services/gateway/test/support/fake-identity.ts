import type { NatsConnection } from '@nats-io/transport-node';
import {
  adminChangeRoleRpc,
  adminGetUserRpc,
  adminListUsersRpc,
  getCurrentUserRpc,
  getJwksRpc,
  identityPingRpc,
  loginRpc,
  registerRpc,
  requestPasswordResetRpc,
  resendVerificationEmailRpc,
  resetPasswordRpc,
  authErrors,
  type RpcMeta,
} from '@oneway/contracts';
import { createLogger, startRpcResponder, type PlainRpcHandlers } from '@oneway/service-kit';
import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import { sampleUser, subjectPrefix } from '@oneway/testing';
import { makeSigningKey, signAccessToken, type SigningKey } from './test-keys.js';

/**
 * A stand-in identity service on the bus, for the gateway's own tests: it publishes the
 * given public keys and records every call's metadata, so a test can see exactly which
 * actor the gateway forwarded.
 */
export async function startFakeIdentity(
  _nc: NatsConnection,
  prefix: string,
  keys: () => JWK[],
  signer: () => SigningKey,
) {
  const calls: { name: string; payload: unknown; meta: RpcMeta }[] = [];
  /** Users whose e-mail address is not confirmed (everyone else's is). */
  const unverified = new Set<string>();
  let jwksFetches = 0;
  const record = (name: string) => (payload: unknown, meta: RpcMeta) => calls.push({ name, payload, meta });

  const register = (server: PlainRpcHandlers) => {
    server.handle(identityPingRpc, async () => ({ service: 'identity' as const }));
    server.handle(getJwksRpc, async () => {
      jwksFetches++;
      return { keys: keys() as { kid: string; kty: string; alg: string; use: string }[] };
    });
    server.handle(getCurrentUserRpc, async (payload, meta) => {
      record('getCurrentUser')(payload, meta);
      if (!meta.actor) throw authErrors.unauthenticated();
      return sampleUser({
        id: meta.actor.userId,
        role: meta.actor.role,
        emailVerified: !unverified.has(meta.actor.userId),
      });
    });
    server.handle(adminListUsersRpc, async (payload, meta) => {
      record('admin.listUsers')(payload, meta);
      return { items: [], total: 0, page: payload.page, pageSize: payload.pageSize };
    });
    server.handle(adminGetUserRpc, async (payload, meta) => {
      record('admin.getUser')(payload, meta);
      return sampleUser({ id: payload.userId });
    });
    server.handle(adminChangeRoleRpc, async (payload, meta) => {
      record('admin.changeRole')(payload, meta);
      return sampleUser({ id: payload.userId, role: payload.role });
    });
    server.handle(loginRpc, async (payload, meta) => {
      record('login')(payload, meta);
      if (payload.password !== 'Correct-horse1!') throw authErrors.invalidCredentials();
      const user = sampleUser();
      const sid = randomUUID();
      return {
        accessToken: await signAccessToken(signer(), { sub: user.id, sid }),
        accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
        refreshToken: `rt-${randomUUID()}`,
        refreshTokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        sessionId: sid,
        user,
      };
    });
    server.handle(registerRpc, async (payload, meta) => {
      record('register')(payload, meta);
      return {
        user: sampleUser({
          username: payload.username,
          email: payload.email,
          fullName: payload.fullName,
          emailVerified: false,
        }),
      };
    });
    server.handle(resendVerificationEmailRpc, async (payload, meta) => {
      record('resendVerificationEmail')(payload, meta);
      return { ok: true as const };
    });
    server.handle(requestPasswordResetRpc, async (payload, meta) => {
      record('requestPasswordReset')(payload, meta);
      return { ok: true as const };
    });
    server.handle(resetPasswordRpc, async (payload, meta) => {
      record('resetPassword')(payload, meta);
      throw authErrors.tokenInvalid();
    });
  };
  const server = await startRpcResponder(
    { name: 'identity', prefix, logger: createLogger('fake-identity', 'silent') },
    register,
  );
  return { calls, unverified, jwksFetches: () => jwksFetches, stop: () => server.drain() };
}

/** A fake identity on this file's bus that publishes and signs with one fresh key. */
export async function startKeyedFakeIdentity(
  nc: NatsConnection,
): Promise<{ key: SigningKey; identity: Awaited<ReturnType<typeof startFakeIdentity>> }> {
  const key = await makeSigningKey();
  return {
    key,
    identity: await startFakeIdentity(
      nc,
      subjectPrefix(),
      () => [key.publicJwk],
      () => key,
    ),
  };
}
