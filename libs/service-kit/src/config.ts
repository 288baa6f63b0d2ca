import { z } from 'zod';

/** Settings every service reads; a service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Port of the operations endpoints (/health, /ready, /metrics); 0 picks a free one. */
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Interface of the ops endpoints; containers set 0.0.0.0 so Prometheus can scrape them. */
  HTTP_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  NATS_URL: z.url({ protocol: /^nats$/, error: 'must be a nats:// URL' }).default('nats://127.0.0.1:4222'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
  /** Namespace of every bus subject and stream; lets environments share one NATS. */
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, 'lowercase letters and digits')
    .default('oneway'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Connections each pool opens at boot and keeps while idle (at most DB_POOL_SIZE). Default:
   * the whole pool, or none under NODE_ENV=test, where many stacks share one Postgres
   * (decision db-pools-start-warm).
   */
  DB_POOL_MIN: z.coerce.number().int().min(0).max(100).optional(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment or throws one error that names every bad variable. */
export function loadConfig<T>(service: string, schema: z.ZodType<T>, env: NodeJS.ProcessEnv = process.env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => {
    const key = i.path.join('.');
    const missing = i.code === 'invalid_type' && env[key] === undefined;
    return missing ? `${key} is required` : `${key} ${i.message}`;
  });
  throw new ConfigError(service, problems);
}

/** How many connections a pool of `size` keeps open from boot: DB_POOL_MIN, or its default. */
export function poolMinimum(service: string, config: BaseConfig, size = config.DB_POOL_SIZE): number {
  const min = config.DB_POOL_MIN ?? (config.NODE_ENV === 'test' ? 0 : config.DB_POOL_SIZE);
  if (min > config.DB_POOL_SIZE)
    throw new ConfigError(service, [`DB_POOL_MIN must not exceed DB_POOL_SIZE (${min} > ${config.DB_POOL_SIZE})`]);
  return Math.min(min, size);
}
