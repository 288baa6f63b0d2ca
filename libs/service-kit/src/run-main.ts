import type { BaseConfig } from './config.js';
import { ConfigError } from './config.js';
import { startService, type ServiceDefinition } from './start-service.js';

/**
 * The `main.ts` of every service: boot, exit with one clear line on bad configuration, and
 * stop gracefully on SIGTERM/SIGINT (a second signal forces the exit).
 */
export async function runMain<TConfig extends BaseConfig>(def: ServiceDefinition<TConfig>): Promise<void> {
  try {
    const service = await startService(def);
    let signals = 0;
    const onSignal = (signal: string) => {
      if (++signals > 1) process.exit(1);
      service.ctx.logger.info({ signal }, 'signal received');
      const force = setTimeout(() => process.exit(1), 25_000);
      force.unref();
      service.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${def.name} failed to start: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  }
}
