/** Jest global teardown: removes the containers the global setup started (if it did). */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __onewayStopTestServers?: () => Promise<void> }).__onewayStopTestServers?.();
}
