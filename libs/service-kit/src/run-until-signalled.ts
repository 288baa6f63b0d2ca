import { ConfigError } from './config.js';
import type { Logger } from './logger.js';

/** What a process's entry point keeps running: it logs and knows how to stop gracefully. */
export interface Stoppable {
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Boot with `start`, exit with one clear line on bad configuration, and stop gracefully on
 * SIGTERM/SIGINT (a second signal, or 25 s without finishing, forces the exit).
 */
export async function runUntilSignalled(name: string, start: () => Promise<Stoppable>): Promise<void> {
  try {
    const running = await start();
    let signals = 0;
    const onSignal = (signal: string) => {
      if (++signals > 1) process.exit(1);
      running.logger.info({ signal }, 'signal received');
      setTimeout(() => process.exit(1), 25_000).unref();
      running.stop().then(
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
    process.stderr.write(`${name} failed to start: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  }
}
