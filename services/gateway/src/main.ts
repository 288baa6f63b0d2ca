import { ConfigError } from '@oneway/service-kit';
import { startGateway } from './gateway.js';

// Boot, exit with one clear line on bad configuration, stop gracefully on SIGTERM/SIGINT
// (a second signal, or 25 s without finishing, forces the exit).
try {
  const gateway = await startGateway();
  let signals = 0;
  const onSignal = (signal: string) => {
    if (++signals > 1) process.exit(1);
    gateway.logger.info({ signal }, 'signal received');
    setTimeout(() => process.exit(1), 25_000).unref();
    gateway.stop().then(
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
  process.stderr.write(`gateway failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
}
