// Every read model equals a rebuild from its event store: for each service, in one
// repeatable-read transaction, dump every read-model table, empty each projection and replay
// the whole store into it (the service's own projection code, from its build), dump again,
// compare, and roll back. The live database is never changed; the services may keep running.
import { compareCursors, EventStore } from '@oneway/eventstore';
import pg from 'pg';

const definitions = {
  identity: async () => (await import('../../services/identity/dist/identity.service.js')).identityService(),
  marketplace: async () => (await import('../../services/marketplace/dist/marketplace.service.js')).marketplaceService,
  payments: async () => (await import('../../services/payments/dist/payments.service.js')).paymentsService(),
  relay: async () => (await import('../../services/relay/dist/relay.service.js')).relayService,
  messaging: async () => (await import('../../services/messaging/dist/messaging.service.js')).messagingService,
};

async function dump(c, tables) {
  const out = {};
  for (const t of tables) {
    const { rows } = await c.query(`SELECT * FROM "${t}"`);
    out[t] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function replay(c, projection) {
  const store = new EventStore(c);
  await projection.reset(c);
  let from = { txId: '0', position: 0 };
  for (;;) {
    const { events, next } = await store.readAll(from, 1000, c, projection.handles);
    for (const e of events) await projection.apply(e, c);
    if (compareCursors(next, from) === 0) return;
    from = next;
  }
}

/** @returns {Promise<string[]>} the differences, one line per table that differs */
export async function checkProjectionsRebuild({ pgBase, dbPrefix }) {
  const problems = [];
  for (const [service, definition] of Object.entries(definitions)) {
    const projections = (await definition()).projections?.() ?? [];
    if (projections.length === 0) continue;
    const c = new pg.Client({ connectionString: `${pgBase}/${dbPrefix}_${service}` });
    c.on('error', () => {});
    await c.connect();
    try {
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const { rows } = await c.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
            AND tablename NOT LIKE 'es\\_%' AND tablename <> 'schema_migrations' ORDER BY 1`,
      );
      const tables = rows.map((r) => r.tablename);
      const live = await dump(c, tables);
      for (const p of projections) await replay(c, p);
      const rebuilt = await dump(c, tables);
      for (const t of tables) {
        const a = live[t];
        const b = rebuilt[t];
        if (a.length !== b.length || a.some((row, i) => row !== b[i])) {
          const onlyLive = a.filter((r) => !b.includes(r)).length;
          const onlyRebuilt = b.filter((r) => !a.includes(r)).length;
          problems.push(
            `${service}.${t}: live and rebuilt differ (${a.length} vs ${b.length} rows; ${onlyLive} only live, ${onlyRebuilt} only rebuilt)` +
              (onlyLive ? `; e.g. live ${a.find((r) => !b.includes(r)).slice(0, 300)}` : '') +
              (onlyRebuilt ? `; e.g. rebuilt ${b.find((r) => !a.includes(r)).slice(0, 300)}` : ''),
          );
        }
      }
    } finally {
      await c.query('ROLLBACK').catch(() => {});
      await c.end().catch(() => {});
    }
  }
  return problems;
}
