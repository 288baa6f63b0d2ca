import type { BaseConfig } from './config.js';
import { runUntilSignalled } from './run-until-signalled.js';
import { startService, type ServiceDefinition } from './start-service.js';

/** Boots a definition until signalled (test fixtures; a service's `main.ts` calls `NestFactory` itself with its AppModule). */
export function runMain<TConfig extends BaseConfig>(def: ServiceDefinition<TConfig>): Promise<void> {
  return runUntilSignalled(def.name, async () => {
    const service = await startService(def);
    return { logger: service.ctx.logger, stop: () => service.stop() };
  });
}
