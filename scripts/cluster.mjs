#!/usr/bin/env node
// `npm run cluster`: Oneway as a small cluster on this machine (see cluster/local-cluster.mjs):
// three NATS nodes, two of every service, two gateways behind HAProxy on CLUSTER_PORT
// (default 3100). Ctrl-C stops it cleanly. `--drop` also drops its databases on the way out.
import { startCluster } from './cluster/local-cluster.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 3100);
const cluster = await startCluster({
  port,
  id: process.env.CLUSTER_ID ?? 'local',
  dbPrefix: process.env.ONEWAY_DB_PREFIX ?? 'oneway_cluster',
  subjectPrefix: process.env.NATS_SUBJECT_PREFIX ?? 'onewaycluster',
  seedDemo: (process.env.SEED_DEMO ?? '1') === '1',
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
const lines = [
  `Oneway cluster is ready: ${cluster.url} (HAProxy in front of ${cluster.processes.filter((p) => p.kind === 'gateway').length} gateways)`,
  `Mail: ${cluster.mailUrl}`,
  'Processes:',
  ...cluster.processes.map((p) => `  ${p.name.padEnd(14)} pid ${String(p.sup.child?.pid).padEnd(8)} ${p.url ?? ''}`),
  'Ctrl-C stops everything.',
];
console.log(`\n${lines.join('\n')}\n`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster…');
  setTimeout(() => process.exit(1), 60_000).unref();
  cluster.stop({ dropDatabases: process.argv.includes('--drop') }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
