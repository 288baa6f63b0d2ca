// A three-node NATS cluster with JetStream on loopback: one config file and store directory
// per node, distinct client, route and monitoring ports (the Debian nats-server 2.9 clusters
// this way).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ dir: string, nodes: { client: number, cluster: number, monitor: number }[] }} o
 * @returns {{ name: string, configFile: string, url: string, monitorUrl: string }[]}
 */
export function writeNatsConfigs(o) {
  const routes = o.nodes.map((n) => `nats://127.0.0.1:${n.cluster}`);
  return o.nodes.map((n, i) => {
    const name = `nats-${i + 1}`;
    const store = path.join(o.dir, name);
    mkdirSync(store, { recursive: true });
    const configFile = path.join(o.dir, `${name}.conf`);
    writeFileSync(
      configFile,
      [
        `server_name: ${name}`,
        `listen: 127.0.0.1:${n.client}`,
        `http: 127.0.0.1:${n.monitor}`,
        // Clients are told only loopback addresses of the other nodes, to fail over to.
        `client_advertise: 127.0.0.1:${n.client}`,
        `log_file: "${path.join(o.dir, `${name}.log`)}"`,
        `jetstream {`,
        `  store_dir: "${store}"`,
        `  max_memory_store: 128MB`,
        `  max_file_store: 1GB`,
        `}`,
        `cluster {`,
        `  name: oneway-local`,
        `  listen: 127.0.0.1:${n.cluster}`,
        `  routes: [${routes.filter((r) => !r.endsWith(`:${n.cluster}`)).join(', ')}]`,
        `  connect_retries: 120`,
        `}`,
        '',
      ].join('\n'),
    );
    return {
      name,
      configFile,
      url: `nats://127.0.0.1:${n.client}`,
      monitorUrl: `http://127.0.0.1:${n.monitor}`,
    };
  });
}

/** Resolves once JetStream answers on the cluster (a meta leader is elected), or throws at the deadline. */
export async function waitForJetStream(urls, timeoutMs = 60_000) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    let nc;
    try {
      nc = await connect({ servers: urls, timeout: 2000 });
      const jsm = await jetstreamManager(nc, { timeout: 2000 });
      const info = await jsm.getAccountInfo();
      if (info) return;
    } catch (err) {
      last = err;
    } finally {
      await nc?.close().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`JetStream cluster not ready within ${timeoutMs} ms: ${last?.message ?? last}`);
}
