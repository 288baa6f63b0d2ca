import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import { openNatsConnection } from './nats-connect.js';
import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type Provider,
  type Type,
} from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { TerminusModule } from '@nestjs/terminus';
import {
  createPool,
  openConnections,
  shareCommitSignal,
  DurableConsumer,
  EventStore,
  OutboxRelay,
  ProjectionRunner,
  runMigrations,
  userHistoryProjection,
  type DurableConsumerOptions,
  type Projection,
  type SqlMigration,
} from '@oneway/eventstore';
import { allEvents } from '@oneway/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { z } from 'zod';
import { baseConfigSchema, loadConfig, poolMinimum, type BaseConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { createServiceMetrics, type ServiceMetrics } from './metrics.js';
import { OnewayNatsServer } from './oneway-nats.server.js';
import { OPS_OPTIONS, OpsController, type OpsOptions } from './ops.controller.js';
import type { OpsState } from './ops-routes.js';
import { registerStoreMetrics } from './store-metrics.js';
import { natsCheck, postgresCheck, redisCheck } from './readiness.js';
import { runWithContext } from './request-context.js';
import { RpcClient } from './rpc-client.js';
import { SERVICE_CONTEXT } from './service-context.token.js';
import { staffReadsController, type AdminFiguresQuery } from './staff-reads.controller.js';

export { SERVICE_CONTEXT } from './service-context.token.js';

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
  rpcClient: RpcClient;
  http: FastifyInstance;
}

export type ConsumerSpec = Pick<
  DurableConsumerOptions,
  'name' | 'context' | 'filterSubject' | 'handlers' | 'prepare' | 'maxDeliver' | 'maxAckPending'
>;

export interface ServiceDefinition<TConfig extends BaseConfig = BaseConfig> {
  name: string;
  /** Extends `baseConfigSchema`; checked before anything connects. */
  configSchema?: z.ZodType<TConfig>;
  migrations?: SqlMigration[];
  projections?: (ctx: ServiceContext<TConfig>) => Projection[];
  consumers?: (ctx: ServiceContext<TConfig>) => ConsumerSpec[];
  /** `@Rpc` controllers (one per aggregate, under `interface/rpc/`) and HTTP controllers. */
  controllers?: Type[];
  /** Nest providers; they may inject SERVICE_CONTEXT. */
  providers?: Provider[];
  /** Jobs, workers, extra HTTP routes; may return a stopper run at shutdown (before the pools close). */
  onStart?: (ctx: ServiceContext<TConfig>, app: INestApplicationContext) => Promise<void | (() => Promise<void>)>;
  /**
   * The service's own root module (`services/<name>/src/app.module.ts`): it imports
   * `ServiceKitModule.forRoot(kit)` and adds its controllers and handlers. Without it, a root
   * module is made of `controllers` and `providers` (tests of the kit itself).
   */
  appModule?: { forRoot(kit: ServiceKit<TConfig>): DynamicModule };
  /** This service's live figures for the admin dashboard (answered as `<name>.staff.figures`). */
  adminFigures?: AdminFiguresQuery;
}

export interface RunningService<TConfig extends BaseConfig = BaseConfig> {
  ctx: ServiceContext<TConfig>;
  app: NestFastifyApplication;
  /** Base URL of the ops endpoints. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * What a service is built on, made before Nest starts: configuration (checked), migrated
 * database, connections, the NATS server strategy and the Fastify adapter. `main.ts` hands it
 * to its AppModule and to `NestFactory.create`.
 */
export interface ServiceKit<TConfig extends BaseConfig = BaseConfig> {
  def: ServiceDefinition<TConfig>;
  ctx: ServiceContext<TConfig>;
  adapter: FastifyAdapter;
  state: OpsState;
  server: OnewayNatsServer;
  relay: OutboxRelay;
  consumers: DurableConsumer[];
  /** The relay's and the projections' connections (each loop's LISTEN, its batch, read-your-writes). */
  background: pg.Pool;
}
type RuntimeParts = ServiceKit<BaseConfig>;
/** The relay's LISTEN and batch, the projections' LISTEN and batch, and their read-your-writes watcher. */
const BACKGROUND_POOL_SIZE = 5;
const ALL_EVENT_TYPES = [...new Set(allEvents.map((e) => e.type))];
const RUNTIME_PARTS = Symbol('RuntimeParts');

/** Options every service passes to `NestFactory.create`. */
export const SERVICE_APP_OPTIONS = {
  logger: false,
  abortOnError: false,
  // Ops routes read no body; routes a service adds on ctx.http (webhooks) parse their own.
  bodyParser: false,
} as const;

/**
 * Starts the background work when the application boots and drains it when it closes
 * (SIGTERM): stop taking RPCs and finish those in flight, stop consumers after their current
 * message, run the service's stopper, stop the relay and projections after their batch, and
 * only then close the connections.
 */
@Injectable()
class ServiceRuntime implements OnModuleDestroy, OnApplicationShutdown {
  private stopExtra: (() => Promise<void>) | undefined;

  constructor(@Inject(RUNTIME_PARTS) private readonly parts: RuntimeParts) {}

  async start(app: INestApplicationContext): Promise<void> {
    const { ctx, relay, consumers, def } = this.parts;
    await ctx.projections.start();
    await relay.start();
    for (const c of consumers) await c.start();
    this.stopExtra = (await def.onStart?.(ctx, app)) ?? undefined;
  }

  async onModuleDestroy(): Promise<void> {
    const { ctx, state, server, relay, consumers } = this.parts;
    state.accepting = false;
    ctx.logger.info('shutting down: draining in-flight work');
    await server.drain();
    for (const c of consumers) await c.stop();
    if (this.stopExtra) await this.stopExtra();
    await relay.stop();
    await ctx.projections.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    const { ctx } = this.parts;
    await ctx.nc.drain().catch(() => {});
    ctx.redis.disconnect();
    await ctx.pool.end();
    await this.parts.background.end();
    ctx.logger.info('stopped');
  }
}

/** The token a Nest provider is registered under. */
function providerToken(p: Provider): unknown {
  return typeof p === 'function' ? p : p.provide;
}

/**
 * What every service shares, as one global Nest module: config, readiness, ops endpoints, the
 * runtime that starts and drains background work, the service context and RPC client, and the
 * definition's providers (exported, so the service's AppModule and its handlers inject them).
 */
@Module({})
export class ServiceKitModule {
  static forRoot<TConfig extends BaseConfig>(kit: ServiceKit<TConfig>): DynamicModule {
    const parts = kit as unknown as RuntimeParts;
    const { def, ctx, state } = parts;
    const ops: OpsOptions = {
      service: def.name,
      registry: ctx.metrics.registry,
      state,
      checks: { postgres: postgresCheck(ctx.pool), nats: natsCheck(ctx.nc), redis: redisCheck(ctx.redis) },
    };
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, skipProcessEnv: true, load: [() => ctx.config] }),
        TerminusModule.forRoot({ logger: false }),
      ],
      // Every service answers the admin area's reads: audit rows, user history, figures.
      controllers: [OpsController, staffReadsController(def.name, def.adminFigures)],
      providers: [
        { provide: RUNTIME_PARTS, useValue: parts },
        { provide: SERVICE_CONTEXT, useValue: ctx },
        { provide: OPS_OPTIONS, useValue: ops },
        { provide: RpcClient, useValue: ctx.rpcClient },
        ServiceRuntime,
        ...(def.providers ?? []),
      ],
      exports: [SERVICE_CONTEXT, RpcClient, ...(def.providers ?? []).map(providerToken)] as DynamicModule['exports'],
    };
  }
}

/** Root module for a definition without its own AppModule (the kit's tests). */
@Module({})
class DefinitionModule {
  static forRoot(kit: ServiceKit): DynamicModule {
    return {
      module: DefinitionModule,
      imports: [ServiceKitModule.forRoot(kit)],
      controllers: kit.def.controllers ?? [],
    };
  }
}

/**
 * Everything before Nest: config (fail fast) → migrations → connections → the NATS server
 * strategy, projections, outbox relay and consumers (started later by the runtime).
 */
export async function createServiceKit<TConfig extends BaseConfig = BaseConfig>(
  def: ServiceDefinition<TConfig>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceKit<TConfig>> {
  const config = loadConfig(def.name, (def.configSchema ?? baseConfigSchema) as z.ZodType<TConfig>, env);
  const warm = poolMinimum(def.name, config);
  const backgroundWarm = poolMinimum(def.name, config, BACKGROUND_POOL_SIZE);
  const logger = createLogger(def.name, config.LOG_LEVEL);
  const metrics = createServiceMetrics(def.name);
  const state: OpsState = { accepting: true };

  await runMigrations(config.DATABASE_URL, def.migrations ?? []);
  const pool = createPool(config.DATABASE_URL, config.DB_POOL_SIZE, warm);
  registerStoreMetrics(metrics.registry, pool);
  // The outbox relay and the projections draw on a pool of their own: in a burst of requests
  // they would otherwise queue behind every request's transaction for a connection, and the
  // events those requests committed would reach NATS and the read models that much later.
  const background = createPool(config.DATABASE_URL, BACKGROUND_POOL_SIZE, backgroundWarm);
  shareCommitSignal(pool, background);
  // Open before the service says it started (decision db-pools-start-warm).
  await Promise.all([openConnections(pool, warm), openConnections(background, backgroundWarm)]).catch(async (err) => {
    await Promise.all([pool.end(), background.end()]).catch(() => {});
    throw err;
  });
  const nc = await openNatsConnection(config.NATS_URL, def.name);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
  const prefix = config.NATS_SUBJECT_PREFIX;
  const store = new EventStore(pool);
  const server = new OnewayNatsServer({ servers: config.NATS_URL, name: def.name, prefix, logger });
  const adapter = new FastifyAdapter({ logger: false });
  const ctx: ServiceContext<TConfig> = {
    name: def.name,
    config,
    logger,
    metrics,
    pool,
    store,
    nc,
    redis,
    prefix,
    http: adapter.getInstance() as unknown as FastifyInstance,
    projections: null as unknown as ProjectionRunner,
    rpcClient: new RpcClient(nc, prefix),
  };
  ctx.projections = new ProjectionRunner({
    pool: background,
    // Every service projects its own store into `user_history` (decision ops-user-history).
    projections: [...(def.projections?.(ctx) ?? []), userHistoryProjection(ALL_EVENT_TYPES)],
    metrics: metrics.events,
    logger,
  });
  const relay = new OutboxRelay({ pool: background, nc, subjectPrefix: prefix, metrics: metrics.events, logger });
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
  return { def, ctx, adapter, state, server, relay, consumers, background };
}

/** Closes what `createServiceKit` opened (a boot that failed before Nest owned it). */
async function closeKit(kit: ServiceKit): Promise<void> {
  await kit.ctx.nc.close().catch(() => {});
  kit.ctx.redis.disconnect();
  await kit.ctx.pool.end().catch(() => {});
  await kit.background.end().catch(() => {});
}

/**
 * Starts an application `NestFactory` made from the service's AppModule: the NATS
 * microservice, projections, outbox relay, consumers and `onStart` → RPC → listen. `stop()`
 * closes the application, whose lifecycle hooks drain in-flight work first.
 */
export async function bootService<TConfig extends BaseConfig>(
  kit: ServiceKit<TConfig>,
  app: NestFastifyApplication,
): Promise<RunningService<TConfig>> {
  const { ctx, server } = kit;
  try {
    // `@Rpc` brings its interceptor and filter to each handler (see rpc.decorators.ts).
    app.connectMicroservice({ strategy: server });
    await app.init();
    await app.get(ServiceRuntime).start(app);
    await app.startAllMicroservices();
    await app.listen({ port: ctx.config.HTTP_PORT, host: ctx.config.HTTP_HOST });
  } catch (err) {
    await app.close().catch(() => {});
    await closeKit(kit as unknown as ServiceKit);
    throw err;
  }
  const address = await app.getUrl();
  ctx.logger.info({ address }, `${kit.def.name} started`);

  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= app.close());
  return { ctx, app, url: address.replace('[::1]', '127.0.0.1'), stop };
}

/**
 * Boots a service as a Nest hybrid application from its definition (tests and tools; a
 * service's `main.ts` does the same steps itself): `createServiceKit` → `NestFactory.create`
 * with the definition's AppModule → `bootService`.
 */
export async function startService<TConfig extends BaseConfig = BaseConfig>(
  def: ServiceDefinition<TConfig>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<TConfig>> {
  const kit = await createServiceKit(def, env);
  let app: NestFastifyApplication;
  try {
    const root = def.appModule ? def.appModule.forRoot(kit) : DefinitionModule.forRoot(kit as unknown as ServiceKit);
    app = await NestFactory.create<NestFastifyApplication>(root, kit.adapter, SERVICE_APP_OPTIONS);
  } catch (err) {
    await closeKit(kit as unknown as ServiceKit);
    throw err;
  }
  return bootService(kit, app);
}
