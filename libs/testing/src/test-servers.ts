import { existsSync } from 'node:fs';
import { request } from 'node:http';

/** The three servers every integration test needs, as URLs. */
export interface TestServerUrls {
  DATABASE_URL_BASE: string;
  NATS_URL: string;
  REDIS_URL: string;
}

export type TestServerSource = 'env' | 'testcontainers' | 'local';

const LOCAL: TestServerUrls = {
  DATABASE_URL_BASE: 'postgres://postgres@127.0.0.1:5432',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/**
 * Where the tests' servers come from: the URLs when every one is set (this machine, CI);
 * otherwise containers when a Docker engine answers; otherwise the standard local ports
 * (`npm run infra` starts them).
 */
export function chooseTestServers(env: NodeJS.ProcessEnv, dockerAnswers: boolean): TestServerSource {
  if (env.DATABASE_URL_BASE && env.NATS_URL && env.REDIS_URL) return 'env';
  return dockerAnswers ? 'testcontainers' : 'local';
}

/** The Docker engine's socket (DOCKER_HOST=unix://… or the default one), if there is one. */
function dockerSocket(env: NodeJS.ProcessEnv): string | null {
  const host = env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return host.slice('unix://'.length);
  if (host) return null; // tcp:// engines: left to testcontainers' own discovery
  return existsSync('/var/run/docker.sock') ? '/var/run/docker.sock' : null;
}

/** True when a Docker engine answers `GET /_ping` within `timeoutMs`. */
export function dockerEngineAnswers(env: NodeJS.ProcessEnv = process.env, timeoutMs = 1500): Promise<boolean> {
  const socketPath = dockerSocket(env);
  if (!socketPath) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Starts Postgres, NATS (JetStream) and Redis as containers; `stop()` removes them. */
async function startContainers(): Promise<{ urls: TestServerUrls; stop: () => Promise<void> }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [postgres, nats, redis] = await Promise.all([
    new GenericContainer('postgres:17-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('nats:2-alpine').withCommand(['-js']).withExposedPorts(4222).start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
  ]);
  return {
    urls: {
      DATABASE_URL_BASE: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}`,
      NATS_URL: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
      REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    },
    stop: async () => {
      await Promise.all([postgres.stop(), nats.stop(), redis.stop()]);
    },
  };
}

/**
 * Makes the servers' URLs available in `env` (jest's global setup calls this once): kept as
 * set, from fresh containers, or the local ports. Returns the source and how to stop it.
 */
export async function provideTestServers(
  env: NodeJS.ProcessEnv = process.env,
  deps: { dockerAnswers?: () => Promise<boolean>; start?: typeof startContainers } = {},
): Promise<{ source: TestServerSource; stop: () => Promise<void> }> {
  const source = chooseTestServers(env, await (deps.dockerAnswers ?? (() => dockerEngineAnswers(env)))());
  if (source === 'testcontainers') {
    const { urls, stop } = await (deps.start ?? startContainers)();
    Object.assign(env, urls);
    return { source, stop };
  }
  for (const [key, value] of Object.entries(LOCAL)) env[key] ||= value;
  return { source, stop: async () => {} };
}
