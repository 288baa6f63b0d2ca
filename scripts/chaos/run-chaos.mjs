// The chaos run: a cluster (cluster/local-cluster.mjs), senders driving real journeys
// through the load balancer, and a scheduler that `kill -9`s one process at a time, every
// kind in turn, waits for its supervisor to bring it back, and goes on. Then: stop the load,
// wait until the effects check passes and every read model equals a rebuild from its event
// store (time to converge), print one table.
import { acceptsQueries, startCluster, waitForOk } from '../cluster/local-cluster.mjs';
import { checkEffects } from './checks.mjs';
import { checkProjectionsRebuild } from './projections-check.mjs';
import { deliveryJourney } from './delivery-journey.mjs';
import { createLedger, senderJourney, signIn } from './journeys.mjs';

// The order of the turns: the short smoke run reaches a service, a gateway and a NATS node first.
// The Postgres server (the cluster's own) takes its turn like the rest: at least once in the
// smoke run, at least twice in ten minutes.
const KINDS = ['payments', 'gateway', 'nats', 'postgres', 'redis', 'marketplace', 'identity', 'relay', 'messaging'];
const SERVERS = ['nats', 'gateway', 'redis', 'postgres'];

/**
 * @param {{ durationMs: number, senders?: number, killEveryMs?: number, convergeTimeoutMs?: number,
 *           everyKind?: boolean, maxDurationMs?: number,
 *           log?: (line: string) => void }} o
 */
export async function runChaos(o) {
  const log = o.log ?? ((line) => console.error(line));
  const bootStarted = Date.now();
  const cluster = await startCluster({
    logLevel: 'error',
    privateRedis: true,
    privatePostgres: true,
    // The demo staff accounts (an admin approves the chaos travelers' trips).
    seedDemo: true,
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
    const admin = await signIn(cluster.url, 'admin@oneway.local', 'Admin#Demo2026');
    if (!admin) throw new Error('chaos: the demo admin cannot sign in');
    const ctx = { baseUrl: cluster.url, mailUrl: cluster.mailUrl, admin };
    // Earnings are available at once, so travelers can withdraw within the run.
    const hold = await fetch(`${cluster.url}/api/admin/payments/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ payoutHoldHours: 0 }),
    });
    if (!hold.ok) throw new Error(`chaos: could not set the payout hold: ${hold.status} ${await hold.text()}`);
    const loadUntil = Date.now() + o.durationMs;
    // `everyKind`: the run goes on past its duration until each kind has been killed once, so a
    // slow (loaded) machine still kills every kind; bounded by `maxDurationMs`.
    const hardStop = Date.now() + (o.maxDurationMs ?? o.durationMs * 4);
    const killedKinds = new Set();
    const loading = () =>
      Date.now() < hardStop && (Date.now() < loadUntil || (o.everyKind && killedKinds.size < KINDS.length));
    // Half the users list and pay; the other half go all the way to delivery and payout.
    const senders = Array.from({ length: o.senders ?? 3 }, async (_, i) => {
      let n = 0;
      while (loading()) {
        const tag = `c${i}n${n++}x`;
        if (i % 2 === 0) await senderJourney(ctx, ledger, tag);
        else await deliveryJourney(ctx, ledger, tag);
      }
    });

    // One process at a time, every kind in turn, a random instance of that kind.
    const scheduler = (async () => {
      let turn = 0;
      while (
        Date.now() < hardStop &&
        (Date.now() < loadUntil - 5_000 || (o.everyKind && killedKinds.size < KINDS.length))
      ) {
        await new Promise((r) => setTimeout(r, o.killEveryMs ?? 5_000));
        const kind = KINDS[turn++ % KINDS.length];
        const candidates = cluster.processes.filter((p) =>
          SERVERS.includes(kind) ? p.kind === kind : p.name.startsWith(`${kind}-`),
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
            : victim.kind === 'redis' || victim.kind === 'postgres'
              ? `${cluster.url}/ready`
              : `${victim.url}/ready`;
        // Wait for the supervisor's restart to answer again (a new child, then healthy).
        const back = Date.now() + 120_000;
        while (victim.sup.child === child && Date.now() < back) await new Promise((r) => setTimeout(r, 100));
        if (victim.kind === 'postgres')
          while (!(await acceptsQueries(cluster.pgBase)) && Date.now() < back)
            await new Promise((r) => setTimeout(r, 100));
        await waitForOk(readyUrl, Math.max(1000, back - Date.now())).catch(() => {});
        kills.push({ name: victim.name, kind, downMs: Date.now() - at });
        killedKinds.add(kind);
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
      // Then every read model must equal a rebuild from its event store.
      if (result.ok) {
        const differ = await checkProjectionsRebuild({ pgBase: cluster.pgBase, dbPrefix: cluster.dbPrefix });
        result = { ...result, ok: differ.length === 0, problems: differ };
      }
      if (result.ok || Date.now() > convergeDeadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const convergeMs = result.ok ? Date.now() - loadEnded : null;
    const c = ledger.commands;
    const table = {
      'commands sent': c.length,
      acknowledged: c.filter((x) => x.outcome === 'ack').length,
      'failed with a clear error': c.filter((x) => x.outcome === 'failed').length,
      'deliveries (sender to traveler, escrow released)': c.filter((x) => x.kind === 'deliver' && x.outcome === 'ack')
        .length,
      'messages sent': c.filter((x) => x.kind === 'send_message' && x.outcome === 'ack').length,
      'withdrawals paid out': c.filter((x) => x.kind === 'withdraw' && x.outcome === 'ack').length,
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
