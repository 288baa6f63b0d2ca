import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  createPool,
  DurableConsumer,
  EventStore,
  OutboxRelay,
  ProjectionRunner,
  runMigrations,
  type DurableConsumerOptions,
  type Projection,
  type SqlMigration,
} from '@oneway/eventstore';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { z } from 'zod';
import { baseConfigSchema, loadConfig, type BaseConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { createServiceMetrics, type ServiceMetrics } from './metrics.js';
import { registerOpsRoutes, type OpsState } from './ops-routes.js';
import { natsCheck, postgresCheck, redisCheck } from './readiness.js';
import { runWithContext } from './request-context.js';
import { RpcClient } from './rpc-client.js';
import { RpcServer } from './rpc-server.js';

/** Everything a service's code is handed; built once at boot. */
export interface ServiceContext<TConfig extends BaseConfig = BaseConfig> {
  name: string;
  config: TConfig;
  logger: Logger;
  metrics: ServiceMetrics;
  pool: pg.Pool;
  store: EventStore;
  nc: NatsConnection;
  redis: Redis;
  prefix: string;
  projections: ProjectionRunner;
  rpc: RpcServer;
  rpcClient: RpcClient;
  http: FastifyInstance;
}

export type ConsumerSpec = Pick<
  DurableConsumerOptions,
  'name' | 'context' | 'filterSubject' | 'handlers' | 'maxDeliver'
>;

export interface ServiceDefinition<TConfig extends BaseConfig = BaseConfig> {
  name: string;
  /** Extends `baseConfigSchema`; checked before anything connects. */
  configSchema?: z.ZodType<TConfig>;
  migrations?: SqlMigration[];
  projections?: (ctx: ServiceContext<TConfig>) => Projection[];
  consumers?: (ctx: ServiceContext<TConfig>) => ConsumerSpec[];
  rpc?: (ctx: ServiceContext<TConfig>) => void;
  /** Jobs, workers, extra HTTP routes; may return a stopper run at shutdown (before the pools close). */
  onStart?: (ctx: ServiceContext<TConfig>) => Promise<void | (() => Promise<void>)>;
}

export interface RunningService<TConfig extends BaseConfig = BaseConfig> {
  ctx: ServiceContext<TConfig>;
  /** Base URL of the ops endpoints. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Boots a service: config (fail fast) → migrations → connections → projections, consumers,
 * outbox relay, RPC → ops endpoints. `stop()` reverses it and drains in-flight work first.
 */
export async function startService<TConfig extends BaseConfig = BaseConfig>(
  def: ServiceDefinition<TConfig>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<TConfig>> {
  const config = loadConfig(def.name, (def.configSchema ?? baseConfigSchema) as z.ZodType<TConfig>, env);
  const logger = createLogger(def.name, config.LOG_LEVEL);
  const metrics = createServiceMetrics(def.name);
  const state: OpsState = { accepting: true };

  await runMigrations(config.DATABASE_URL, def.migrations ?? []);
  const pool = createPool(config.DATABASE_URL, config.DB_POOL_SIZE);
  const nc = await connect({ servers: config.NATS_URL, name: def.name });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
  const prefix = config.NATS_SUBJECT_PREFIX;
  const store = new EventStore(pool);
  const http = Fastify({ logger: false });
  const ctx = {
    name: def.name,
    config,
    logger,
    metrics,
    pool,
    store,
    nc,
    redis,
    prefix,
    http,
    projections: null as unknown as ProjectionRunner,
    rpc: new RpcServer(nc, def.name, prefix, logger, metrics),
    rpcClient: new RpcClient(nc, prefix),
  } satisfies ServiceContext<TConfig>;
  ctx.projections = new ProjectionRunner({
    pool,
    projections: def.projections?.(ctx) ?? [],
    metrics: metrics.events,
    logger,
  });

  const relay = new OutboxRelay({ pool, nc, subjectPrefix: prefix, metrics: metrics.events, logger });
  const consumers = (def.consumers?.(ctx) ?? []).map(
    (spec) =>
      new DurableConsumer({
        ...spec,
        pool,
        nc,
        subjectPrefix: prefix,
        metrics: metrics.events,
        logger,
        runInContext: (event, fn) =>
          runWithContext({ correlationId: event.correlationId, causationId: event.id, actorId: event.actorId }, fn),
      }),
  );

  await ctx.projections.start();
  await relay.start();
  for (const c of consumers) await c.start();
  def.rpc?.(ctx);
  const stopExtra = (await def.onStart?.(ctx)) ?? undefined;

  registerOpsRoutes(http, {
    service: def.name,
    registry: metrics.registry,
    state,
    checks: { postgres: postgresCheck(pool), nats: natsCheck(nc), redis: redisCheck(redis) },
  });
  const address = await http.listen({ port: config.HTTP_PORT, host: config.HTTP_HOST });
  logger.info({ address }, `${def.name} started`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      state.accepting = false;
      logger.info('shutting down: draining in-flight work');
      await ctx.rpc.drain();
      for (const c of consumers) await c.stop();
      if (stopExtra) await stopExtra();
      await relay.stop();
      await ctx.projections.stop();
      await http.close();
      await nc.drain().catch(() => {});
      redis.disconnect();
      await pool.end();
      logger.info('stopped');
    })());

  return { ctx, url: address, stop };
}
