// The chaos run: a cluster (cluster/local-cluster.mjs), senders driving real journeys
// through the load balancer, and a scheduler that `kill -9`s one process at a time, every
// kind in turn, waits for its supervisor to bring it back, and goes on. Then: stop the load,
// wait until the effects check passes (time to converge), print one table.
import { startCluster, waitForOk } from '../cluster/local-cluster.mjs';
import { checkEffects } from './checks.mjs';
import { createLedger, senderJourney } from './journeys.mjs';

// The order of the turns: the short smoke run reaches a service, a gateway and a NATS node first.
const KINDS = ['payments', 'gateway', 'nats', 'redis', 'marketplace', 'identity', 'relay', 'messaging'];

/**
 * @param {{ durationMs: number, senders?: number, killEveryMs?: number, convergeTimeoutMs?: number,
 *           log?: (line: string) => void }} o
 */
export async function runChaos(o) {
  const log = o.log ?? ((line) => console.error(line));
  const bootStarted = Date.now();
  const cluster = await startCluster({
    logLevel: 'error',
    privateRedis: true,
    env: {
      // Many sign-ups and sign-ins from one address; the limits are proven elsewhere.
      RATE_REGISTER_PER_IP: '100000',
      RATE_LOGIN_PER_IP: '100000',
      RATE_LOGIN_PER_ACCOUNT: '1000',
      NODE_ENV: 'test',
    },
    log: () => {},
  });
  const ledger = createLedger();
  const kills = [];
  try {
    log(`chaos: cluster up at ${cluster.url} in ${Math.round((Date.now() - bootStarted) / 1000)} s`);
    const loadUntil = Date.now() + o.durationMs;
    const senders = Array.from({ length: o.senders ?? 3 }, async (_, i) => {
      let n = 0;
      while (Date.now() < loadUntil) await senderJourney(cluster.url, ledger, `c${i}n${n++}x`);
    });

    // One process at a time, every kind in turn, a random instance of that kind.
    const scheduler = (async () => {
      let turn = 0;
      while (Date.now() < loadUntil - 5_000) {
        await new Promise((r) => setTimeout(r, o.killEveryMs ?? 5_000));
        const kind = KINDS[turn++ % KINDS.length];
        const candidates = cluster.processes.filter((p) =>
          ['nats', 'gateway', 'redis'].includes(kind) ? p.kind === kind : p.name.startsWith(`${kind}-`),
        );
        if (candidates.length === 0) throw new Error(`chaos: no process of kind ${kind}`);
        const victim = candidates[Math.floor(Math.random() * candidates.length)];
        const child = victim.sup.child;
        if (!child || child.exitCode !== null) continue;
        const at = Date.now();
        child.kill('SIGKILL');
        // Redis has no HTTP check: the cluster is back when every gateway and service is ready.
        const readyUrl =
          victim.kind === 'nats'
            ? `${victim.url}/healthz`
            : victim.kind === 'redis'
              ? `${cluster.url}/ready`
              : `${victim.url}/ready`;
        // Wait for the supervisor's restart to answer again (a new child, then healthy).
        const back = Date.now() + 120_000;
        while (victim.sup.child === child && Date.now() < back) await new Promise((r) => setTimeout(r, 100));
        await waitForOk(readyUrl, Math.max(1000, back - Date.now())).catch(() => {});
        kills.push({ name: victim.name, kind, downMs: Date.now() - at });
        log(`chaos: kill -9 ${victim.name}, back in ${Date.now() - at} ms`);
      }
    })();
    await Promise.all([...senders, scheduler]);
    const loadEnded = ledger.lastAt || Date.now();

    // Converge: poll the checks until they pass or the time runs out.
    const convergeDeadline = Date.now() + (o.convergeTimeoutMs ?? 60_000);
    let result;
    for (;;) {
      result = await checkEffects({ pgBase: cluster.pgBase, dbPrefix: cluster.dbPrefix, commands: ledger.commands });
      if (result.ok || Date.now() > convergeDeadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const convergeMs = result.ok ? Date.now() - loadEnded : null;
    const c = ledger.commands;
    const table = {
      'commands sent': c.length,
      acknowledged: c.filter((x) => x.outcome === 'ack').length,
      'failed with a clear error': c.filter((x) => x.outcome === 'failed').length,
      'applied twice': result.appliedTwice,
      lost: result.lost,
      'time to converge (s)': convergeMs === null ? 'not converged' : (convergeMs / 1000).toFixed(1),
      'processes killed': kills.length,
      'kinds killed': [...new Set(kills.map((k) => k.kind))].join(' '),
    };
    return { table, problems: result.problems, kills, failures: c.filter((x) => x.outcome === 'failed').slice(0, 20) };
  } finally {
    await cluster.stop({ dropDatabases: true });
  }
}

export function printTable(table) {
  const width = Math.max(...Object.keys(table).map((k) => k.length));
  return Object.entries(table)
    .map(([k, v]) => `${k.padEnd(width)}  ${v}`)
    .join('\n');
}
