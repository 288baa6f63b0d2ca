// The workspace's packages as the scripts see them: libs first (services import them).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A tool's entry, from the web package's own node_modules first (npm may nest it there). */
export const bin = (name) =>
  [path.join(root, 'web/node_modules/.bin', name), path.join(root, 'node_modules/.bin', name)].find((p) =>
    existsSync(p),
  ) ?? path.join(root, 'node_modules/.bin', name);

const dirs = (parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(root, parent, d.name));

export const libs = () => dirs('libs').filter((d) => existsSync(path.join(d, 'src/index.ts')));
/** Services that have an entry point yet. */
export const services = () => dirs('services').filter((d) => existsSync(path.join(d, 'src/main.ts')));

/** Fixed local ports: the gateway is the public door; the others serve /health, /ready, /metrics. */
export const SERVICE_PORTS = { identity: 4101, marketplace: 4102, payments: 4103, relay: 4104, messaging: 4105 };
export const GATEWAY_PORT = Number(process.env.PORT ?? 3000);

/**
 * Node flags a service runs with (npm start, docker compose, k8s, and the benches that start
 * it as production does). The gateway's young generation is capped at 16 MB per semi-space
 * (V8 sizes it from the host's memory, up to 32 MB here): its per-request garbage is
 * short-lived, and at 4 MB scavenges took a sixth of its CPU on a signed-in read, while 10,000
 * idle sockets still fit issue 13's 300 MB (docs/decisions/gateway-young-generation.md).
 */
export const NODE_OPTIONS_OF = { gateway: '--max-semi-space-size=16' };
