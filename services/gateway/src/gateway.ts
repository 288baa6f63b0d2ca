import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { NatsConnection } from '@nats-io/transport-node';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { getJwksRpc, identityPingRpc, type RpcMeta } from '@oneway/contracts';
import {
  createLogger,
  createServiceMetrics,
  loadConfig,
  natsCheck,
  openNatsConnection,
  redisCheck,
  registerOpsRoutes,
  RpcClient,
  type Logger,
  type OpsState,
} from '@oneway/service-kit/edge';
import { fileStorageFromEnv, MAX_FILE_BYTES } from '@oneway/file-storage';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { GatewayModule } from './app.module.js';
import { gatewayConfigSchema, isProduction, type GatewayConfig } from './config.js';
import { AccessTokenVerifier } from './infrastructure/auth/access-token-verifier.js';
import { DenyList } from './infrastructure/auth/deny-list.js';
import { DenyListFeed } from './infrastructure/identity-feed/deny-list-feed.js';
import { MessagingFeed } from './infrastructure/messaging-feed/messaging-feed.js';
import { Counterparts } from './infrastructure/presence/counterparts.js';
import { SessionUserReadModel } from './infrastructure/identity-feed/session-user-read-model.js';
import { PresenceStore } from './infrastructure/presence/presence-store.js';
import { TypingStore } from './infrastructure/presence/typing-store.js';
import { AuthRateLimits } from './infrastructure/rate-limit/auth-rate-limits.js';
import { PublicFormRateLimits } from './infrastructure/rate-limit/public-form-rate-limits.js';
import { ProblemFilter } from './interface/http/errors/problem.filter.js';
import { gatewaySecurityHeaders, isApiAnswer } from './interface/http/security/security-headers.js';
import { registerCrossOriginCors } from './interface/http/plugins/cross-origin-cors.js';
import { registerMultipartUploads } from './interface/http/plugins/multipart-uploads.js';
import { assignCorrelationId, CORRELATION_HEADER, gatewayState } from './interface/http/http-request.js';
import { IDEMPOTENCY_KEY_HEADER } from './interface/http/idempotency-key.js';
import { hasWebApp, serveWebApp } from './interface/http/web/web-app.js';
import { WebSocketHub } from './interface/ws/websocket-hub.js';
import { RequestAuthenticator } from './interface/http/auth/request-authenticator.js';
import { registerSessionUserRoute } from './interface/http/identity/session-user.route.js';
import { OpsSessions } from './infrastructure/ops/ops-sessions.js';
import { UploadRegistry } from './infrastructure/uploads/upload-registry.js';
import { mountQueueBoard } from './interface/http/ops/queue-board.js';

export interface RunningGateway {
  config: GatewayConfig;
  logger: Logger;
  /** `http://127.0.0.1:<port>` */
  url: string;
  app: NestFastifyApplication;
  hub: WebSocketHub;
  verifier: AccessTokenVerifier;
  denyList: DenyList;
  stop: () => Promise<void>;
}

const systemMeta = (): RpcMeta => ({ correlationId: `gateway-${randomUUID()}`, actor: null });

/**
 * Boots the gateway: config (fail fast) → NATS, Redis → Nest on Fastify with the security
 * plugins, /api routes, OpenAPI, ops endpoints, the web app → WebSocket hub → deny-list feed
 * → listen. `stop()` stops taking requests, closes sockets, lets in-flight requests finish,
 * then closes the connections.
 */
export async function startGateway(env: NodeJS.ProcessEnv = process.env): Promise<RunningGateway> {
  const config = loadConfig('gateway', gatewayConfigSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const metrics = createServiceMetrics('gateway');
  const state: OpsState = { accepting: true };
  const prefix = config.NATS_SUBJECT_PREFIX;
  const keyPrefix = config.REDIS_KEY_PREFIX;

  const nc: NatsConnection = await openNatsConnection(config.NATS_URL, 'gateway');
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  // A separate connection for pub/sub; subscribing before it is ready races ioredis' ready check.
  const subscriber = redis.duplicate({ enableReadyCheck: false });
  for (const r of [redis, subscriber])
    r.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));

  const rpc = new RpcClient(nc, prefix);
  const verifier = new AccessTokenVerifier(() => rpc.call(getJwksRpc, {}, systemMeta()), {
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    clockToleranceSeconds: config.JWT_CLOCK_TOLERANCE_SECONDS,
    minRefetchMs: config.JWKS_MIN_REFETCH_SECONDS * 1000,
  });
  const denyList = new DenyList(redis, keyPrefix, config.ACCESS_TOKEN_TTL_SECONDS);
  const sessionUsers = new SessionUserReadModel();
  const authenticator = new RequestAuthenticator(verifier, denyList);
  const rateLimits = new AuthRateLimits(redis, {
    keyPrefix,
    login: {
      perAccount: config.RATE_LOGIN_PER_ACCOUNT,
      perIp: config.RATE_LOGIN_PER_IP,
      windowSeconds: config.RATE_LOGIN_WINDOW_SECONDS,
    },
    recovery: {
      perAccount: config.RATE_RECOVERY_PER_ACCOUNT,
      perIp: config.RATE_RECOVERY_PER_IP,
      windowSeconds: config.RATE_RECOVERY_WINDOW_SECONDS,
    },
    changePassword: {
      perSession: config.RATE_CHANGE_PASSWORD_PER_SESSION,
      windowSeconds: config.RATE_CHANGE_PASSWORD_WINDOW_SECONDS,
    },
  });
  const formRateLimits = new PublicFormRateLimits(redis, {
    keyPrefix,
    register: { perIp: config.RATE_REGISTER_PER_IP, windowSeconds: config.RATE_REGISTER_WINDOW_SECONDS },
    countryRequest: {
      perIp: config.RATE_COUNTRY_REQUEST_PER_IP,
      windowSeconds: config.RATE_COUNTRY_REQUEST_WINDOW_SECONDS,
    },
  });
  const presence = new PresenceStore(redis, keyPrefix, config.PRESENCE_TTL_SECONDS, config.WS_MAX_SOCKETS_PER_USER);
  const typing = new TypingStore(redis, keyPrefix, config.TYPING_TTL_SECONDS);
  const counterparts = new Counterparts(rpc, logger);
  const opsSessions = new OpsSessions(redis, keyPrefix);
  const fileStorage = fileStorageFromEnv(env);
  const uploads = new UploadRegistry(redis, keyPrefix);
  // BullMQ wants its own connection that never gives up on a command.
  const queueConnection = redis.duplicate({ maxRetriesPerRequest: null });
  queueConnection.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error (queues)'));
  const board: { current: { close: () => Promise<void> } | null } = { current: null };
  const hub = new WebSocketHub({
    verifier,
    denyList,
    presence,
    typing,
    counterparts,
    redis,
    subscriber,
    keyPrefix,
    logger,
    heartbeatMs: Math.min(30_000, (config.PRESENCE_TTL_SECONDS * 1000) / 3),
    sweepMs: config.REALTIME_SWEEP_MS,
    allowedOrigins: [config.WEB_ORIGIN],
  });
  const messagingFeed = new MessagingFeed({
    nc,
    prefix,
    logger,
    deliver: ({ userIds, message }) => hub.deliverLocal(userIds, message),
    onMessageSent: (a, b) => {
      if (counterparts.link(a, b)) void hub.introduce(a, b).catch(() => {});
    },
  });
  const feed = new DenyListFeed({
    nc,
    prefix,
    denyList,
    replaySeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    logger,
    onUserChanged: (userId) => sessionUsers.invalidate(userId),
    listeners: [
      (event) => {
        // Revocations also close the sockets they concern, on every instance.
        const data = event.data as { userId?: string; sessionId?: string | null };
        if (!data.userId) return;
        if (event.type === 'identity.user.banned' || (event.type === 'identity.session.revoked' && !data.sessionId)) {
          void hub.disconnectUser(data.userId).catch(() => {});
        } else if (event.type === 'identity.session.revoked' && data.sessionId) {
          void hub.disconnectSession(data.userId, data.sessionId).catch(() => {});
        }
      },
    ],
  });

  const started: { app?: NestFastifyApplication } = {};
  try {
    return await bootHttp();
  } catch (err) {
    await hub.close().catch(() => {});
    await messagingFeed.stop().catch(() => {});
    await feed.stop().catch(() => {});
    await started.app?.close().catch(() => {});
    await nc.close().catch(() => {});
    await board.current?.close();
    queueConnection.disconnect();
    subscriber.disconnect();
    redis.disconnect();
    throw err;
  }

  async function bootHttp(): Promise<RunningGateway> {
    const adapter = new FastifyAdapter({
      bodyLimit: config.BODY_LIMIT_BYTES,
      trustProxy: config.TRUST_PROXY === '' ? false : config.TRUST_PROXY,
      logger: false,
      // Correlation ids and errors are ours; keep Fastify's own request ids out of the way.
      genReqId: () => '',
    });
    const app = await NestFactory.create<NestFastifyApplication>(
      GatewayModule.with({
        config,
        logger,
        rpc,
        authenticator,
        denyList,
        sessionUsers,
        rateLimits,
        formRateLimits,
        opsSessions,
        fileStorage,
        uploads,
        live: hub,
      }),
      adapter,
      // rawBody: the payments webhook is verified over its exact bytes.
      { logger: false, abortOnError: false, rawBody: true },
    );
    started.app = app;
    const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

    // Route schemas document; the zod contracts validate (with the spec's messages) and the
    // handlers choose exactly which fields leave, so Fastify neither validates nor serialises.
    fastify.setValidatorCompiler(() => (data) => ({ value: data }));
    fastify.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // The first thing every request goes through: its correlation id, then the security headers
    // every answer carries, computed once at boot from helmet (the document set for pages, the
    // web app and the docs; the short API set for JSON answers: decision
    // gateway-api-security-headers). One hook for both: each hook is a step of Fastify's chain
    // on every request.
    const securityHeaders = gatewaySecurityHeaders(isProduction(config));
    fastify.addHook('onRequest', (req, reply, done) => {
      assignCorrelationId(req, reply);
      reply.headers(isApiAnswer(req.url) ? securityHeaders.api : securityHeaders.document);
      done();
    });
    fastify.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      metrics.requests.observe(
        { kind: 'http', name: `${req.method} ${route}`, outcome: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      // One access line per request at debug level (5xx are already logged by the filter).
      if (logger.isLevelEnabled('debug')) {
        logger.debug(
          {
            correlationId: gatewayState(req).correlationId,
            method: req.method,
            route,
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'request',
        );
      }
      done();
    });
    // While shutting down, responses close their connection so keep-alive sockets do not
    // hold the server open after the in-flight requests are done. API answers are never
    // stored by a browser or proxy: most are one person's data (issue 10).
    fastify.addHook('onSend', (req, reply, payload, done) => {
      if (!state.accepting) reply.header('connection', 'close');
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      // The caller's own write may have changed its user: its next read asks identity.
      const userId = gatewayState(req).auth?.actor.userId;
      if (userId && req.method !== 'GET' && req.method !== 'HEAD') sessionUsers.invalidate(userId);
      done(null, payload);
    });

    // Unknown routes: Nest's not-found handler throws a 404 into ProblemFilter.

    // @fastify/cors on the Fastify instance itself: Nest's `enableCors` wraps the same hook and
    // copies its headers onto the raw response, for middleware answers the gateway has none of.
    // It answers requests that carry an Origin header; the others get `Vary: Origin` only.
    await registerCrossOriginCors(fastify, {
      origin: [config.WEB_ORIGIN],
      credentials: true,
      exposedHeaders: [CORRELATION_HEADER, 'retry-after'],
      allowedHeaders: ['content-type', 'authorization', CORRELATION_HEADER, IDEMPOTENCY_KEY_HEADER],
    });
    await app.register(cookie as never);
    // Uploads: each route passes its own limits to `readUploads`; these are the ceilings.
    await registerMultipartUploads(fastify, {
      limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 0, parts: 10, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    await app.register(swagger as never, {
      openapi: {
        info: {
          title: 'Oneway API',
          version: '1.0.0',
          description: 'The public REST API of Oneway. Errors are RFC 9457 problem details.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi as never, { routePrefix: '/api/docs', staticCSP: true });

    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ProblemFilter(logger));
    registerSessionUserRoute(fastify, { authenticator, sessionUsers, rpc, logger });

    registerOpsRoutes(fastify, {
      service: 'gateway',
      registry: metrics.registry,
      state,
      metricsToken: config.METRICS_TOKEN ?? null,
      checks: {
        nats: natsCheck(nc),
        redis: redisCheck(redis),
        identity: async () => {
          await rpc.call(identityPingRpc, {}, systemMeta(), { timeoutMs: 2000 });
        },
      },
    });
    board.current = await mountQueueBoard(fastify, {
      queueNames: config.OPS_QUEUES?.split(',')
        .map((q) => q.trim())
        .filter(Boolean) ?? [
        `${prefix}-payments-release`,
        `${prefix}-payments-payout`,
        `${prefix}-payments-reconcile`,
        `${prefix}-relay-storage-sweep`,
        `${prefix}-relay-storage-age`,
        `${prefix}-messaging-email`,
      ],
      connection: queueConnection,
      sessions: opsSessions,
      denyList,
      logger,
    });
    // Production serves the built web app (WEB_DIST, or web/dist of the working directory).
    const webDist = config.WEB_DIST ?? (isProduction(config) ? resolve('web/dist') : undefined);
    if (hasWebApp(webDist)) await serveWebApp(fastify, webDist);
    else if (isProduction(config)) logger.warn({ webDist }, 'no built web app found: serving the API only');

    await app.init();
    await hub.attach(app.getHttpServer() as Server);
    messagingFeed.start();
    // Fail closed: no request is served before the deny-list holds what other instances know.
    await denyList.load();
    await feed.start();
    await app.listen(config.PORT, config.HOST);
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://127.0.0.1:${port}`;
    logger.info({ url }, 'gateway started');

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        state.accepting = false;
        logger.info('shutting down: closing sockets, draining requests');
        await hub.close();
        await messagingFeed.stop();
        logger.debug('websockets closed');
        await feed.stop().catch(() => {});
        denyList.close();
        logger.debug('deny-list feed stopped');
        await app.close();
        logger.debug('http closed');
        await nc.drain().catch(() => {});
        await board.current?.close();
        queueConnection.disconnect();
        subscriber.disconnect();
        redis.disconnect();
        logger.info('stopped');
      })());

    return { config, logger, url, app, hub, verifier, denyList, stop };
  }
}
