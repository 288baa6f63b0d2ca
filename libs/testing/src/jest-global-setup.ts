import { createRequire } from 'node:module';

// Jest loads this file outside its module mapper: the .ts source is named as it is on disk
// (Jest's require hook compiles it).
const { provideTestServers } = createRequire(__filename)('./test-servers.ts') as typeof import('./test-servers.js');

/**
 * Jest global setup: the servers' URLs as set, or containers when no URL is set and a Docker
 * engine answers (workers start after this and inherit the URLs), or the local ports.
 */
export default async function globalSetup(): Promise<void> {
  const { source, stop } = await provideTestServers(process.env);
  (globalThis as { __onewayStopTestServers?: () => Promise<void> }).__onewayStopTestServers = stop;
  if (source === 'testcontainers') process.stderr.write('test servers: started with testcontainers\n');
}
