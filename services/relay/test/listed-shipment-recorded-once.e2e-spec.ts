import { randomUUID } from 'node:crypto';
import { createPool, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { relayMigrations } from '../src/infrastructure/persistence/relay-read-models.migration.js';
import {
  rememberListedShipment,
  shipmentsKnownToRelayConsumer,
} from '../src/reactions/shipments-known-to-relay.consumer.js';

// Two consumers record a listed shipment in relay_shipments: the relay's own and, on the demo
// stack, the demo seed. When both handle the same event at once, the second must find the
// shipment recorded, not fail on the tracking-number index and go round JetStream's retries.

describe('a listed shipment is recorded once by two consumers at the same time', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('relay_listed_shipment_once');
    await runMigrations(db.url, relayMigrations);
    pool = createPool(db.url, 4);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  async function waitUntilBlocked(pid: number) {
    for (;;) {
      const { rowCount } = await pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`,
        [pid],
      );
      if (rowCount) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const created = () => {
    const shipmentId = randomUUID();
    return {
      id: randomUUID(),
      type: 'marketplace.shipment.created',
      streamVersion: 1,
      data: {
        shipmentId,
        trackingNumber: `OW${shipmentId.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
        senderId: randomUUID(),
        details: {
          originRelayPointId: randomUUID(),
          destinationRelayPointId: null,
          receiver: { name: 'Ada Obi' },
        },
      },
    };
  };

  it('the second insert waits for the first, then leaves the row as it is, with no error', async () => {
    const event = created();
    const onCreated = shipmentsKnownToRelayConsumer().handlers['marketplace.shipment.created']!;
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      const { rows: pid } = await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await onCreated(event as never, first);
      const waiting = rememberListedShipment(second, event);
      // The second insert blocks on the first transaction's uncommitted row.
      await waitUntilBlocked(pid[0]!.pid);
      await first.query('COMMIT');
      await expect(waiting).resolves.toBeUndefined();
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
    const { rows } = await pool.query(
      'SELECT tracking_number, receiver_name FROM relay_shipments WHERE shipment_id = $1',
      [event.data.shipmentId],
    );
    expect(rows).toEqual([{ tracking_number: event.data.trackingNumber, receiver_name: 'Ada Obi' }]);
  });

  it('a thousand events each handled by both consumers at once: no error, one row each', async () => {
    // The collision needs both inserts past the conflict check before either writes its index
    // entries; with the old target, about one pair in a hundred failed here.
    const onCreated = shipmentsKnownToRelayConsumer().handlers['marketplace.shipment.created']!;
    const consumers = [
      (e: ReturnType<typeof created>, tx: pg.PoolClient) => onCreated(e as never, tx),
      (e: ReturnType<typeof created>, tx: pg.PoolClient) => rememberListedShipment(tx, e),
    ];
    const clients = await Promise.all(consumers.map(() => pool.connect()));
    const failures: string[] = [];
    const events = Array.from({ length: 1000 }, created);
    try {
      for (const event of events)
        await Promise.all(
          consumers.map(async (handle, i) => {
            const tx = clients[i]!;
            try {
              await tx.query('BEGIN');
              await handle(event, tx);
              await tx.query('COMMIT');
            } catch (e) {
              failures.push((e as Error).message);
              await tx.query('ROLLBACK');
            }
          }),
        );
    } finally {
      for (const c of clients) c.release();
    }
    expect(failures).toEqual([]);
    const { rows } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM relay_shipments WHERE shipment_id = ANY($1::uuid[])',
      [events.map((e) => e.data.shipmentId)],
    );
    expect(Number(rows[0]!.n)).toBe(1000);
  });

  it('a redelivered event changes nothing', async () => {
    const event = created();
    await rememberListedShipment(pool, event);
    await pool.query(`UPDATE relay_shipments SET status = 'matched', version = 2 WHERE shipment_id = $1`, [
      event.data.shipmentId,
    ]);
    await rememberListedShipment(pool, event);
    const { rows } = await pool.query('SELECT status, version FROM relay_shipments WHERE shipment_id = $1', [
      event.data.shipmentId,
    ]);
    expect(rows).toEqual([{ status: 'matched', version: 2 }]);
  });
});
