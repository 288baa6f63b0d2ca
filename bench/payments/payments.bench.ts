/**
 * Payments benchmark (issue 6), against the real Postgres, NATS and Redis on this machine,
 * test mode: charges per second end to end (RPC → initiate → provider intent → held, with
 * its ledger entry and the signed webhook processed) with p50/p99, and ledger postings per
 * second (balanced entries through the same repository the service uses). The service runs
 * in its own process, as `npm start` runs it (payments-process.ts); charges come over NATS as the
 * gateway sends them.
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/payments/*.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { paymentsChargeShipmentRpc, shipmentCreatedV1 } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { eventually } from '@oneway/testing';
import { chargeHeldEntry } from '../../services/payments/src/domain/ledger/postings.js';
import { postEntry } from '../../services/payments/src/infrastructure/persistence/ledger.repository.js';
import { trialBalanceOf, VISA, user } from '../../services/payments/test/payments-test-kit.js';
import { startPaymentsProcess } from './payments-process.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('payments benchmark', () => {
  it('charges/s end to end in test mode, and ledger postings/s', async () => {
    // Its pools open from boot, as outside tests (decision db-pools-start-warm).
    const h = await startPaymentsProcess({ DB_POOL_SIZE: '20', DB_POOL_MIN: '20' });
    try {
      const CHARGES = Number(process.env.BENCH_CHARGES ?? 600);
      const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
      // Charged first and not counted: the first charges run cold (JIT, pools, prepared
      // statements), as the eventstore bench's warm-up second does.
      const WARMUP = Number(process.env.BENCH_WARMUP_CHARGES ?? 100);
      const all = Array.from({ length: WARMUP + CHARGES }, () => ({ shipmentId: randomUUID(), sender: user() }));
      const [warmup, shipments] = [all.slice(0, WARMUP), all.slice(WARMUP)];
      await pool(all, 32, (s) =>
        h
          .publish(shipmentCreatedV1, {
            shipmentId: s.shipmentId,
            senderId: s.sender.userId,
            trackingNumber: 'OW-BENCH',
            fromLocation: 'London',
            toLocation: 'Lagos',
            paymentAmount: 10_000,
            currency: 'USD',
          })
          .then(() => undefined),
      );
      await eventually(async () => {
        const known = await h.count('SELECT count(*) AS n FROM shipments_view');
        if (known < all.length) throw new Error(`${known} of ${all.length} shipments known`);
      }, 60_000);

      const chargeOne = async (s: (typeof all)[number]) => {
        const r = await h.call(
          paymentsChargeShipmentRpc,
          { shipmentId: s.shipmentId, method: { kind: 'test_card', card: VISA }, idempotencyKey: randomUUID() },
          s.sender,
        );
        if (r.outcome !== 'succeeded') throw new Error(`charge ${r.outcome}`);
      };
      await pool(warmup, CONCURRENCY, chargeOne);
      await h.webhooksProcessed(warmup.length);

      const latencies: number[] = [];
      const started = performance.now();
      await pool(shipments, CONCURRENCY, async (s) => {
        const t = performance.now();
        await chargeOne(s);
        latencies.push(performance.now() - t);
      });
      const seconds = (performance.now() - started) / 1000;
      await h.webhooksProcessed(all.length);

      // Ledger postings: balanced entries on distinct escrow accounts, 8 writers in parallel.
      const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 5_000);
      const keys = Array.from({ length: POSTINGS }, () => randomUUID());
      const pStarted = performance.now();
      await pool(keys, 8, async (key) => {
        await withTransaction(h.pool, (tx) =>
          postEntry(
            tx,
            chargeHeldEntry(
              { shipmentId: key, currency: 'USD', amount: 1_000, platformFee: 50, insurancePremium: 10 },
              { idempotencyKey: `bench:${key}`, causationId: null },
            ),
            { correlationId: null, now: new Date() },
          ),
        );
      });
      const pSeconds = (performance.now() - pStarted) / 1000;

      const rows = [
        {
          figure: `charges end to end (${CHARGES} after ${WARMUP} uncounted, ${CONCURRENCY} concurrent)`,
          rate: `${(CHARGES / seconds).toFixed(1)}/s`,
          p50: `${percentile(latencies, 50).toFixed(1)} ms`,
          p99: `${percentile(latencies, 99).toFixed(1)} ms`,
        },
        {
          figure: `ledger postings (${POSTINGS}, 8 writers)`,
          rate: `${(POSTINGS / pSeconds).toFixed(0)}/s`,
          p50: '',
          p99: '',
        },
      ];
      console.table(rows);
      // For `npm run bench` (bench/figures.mjs).
      if (process.env.BENCH_RESULT_FILE) {
        writeFileSync(
          process.env.BENCH_RESULT_FILE,
          JSON.stringify({
            'payments.charges.rps': {
              now: CHARGES / seconds,
              detail: `p50 ${percentile(latencies, 50).toFixed(1)} ms`,
            },
            'payments.charges.p99': { now: percentile(latencies, 99) },
          }),
        );
      }
      for (const row of await trialBalanceOf(h.pool)) expect(Number(row.net)).toBe(0);
    } finally {
      await h.stop();
    }
  });
});
