import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  paymentsAddPaymentMethodRpc,
  paymentsChargeShipmentRpc,
  paymentsRequestWithdrawalRpc,
  paymentsUpdateSettingsRpc,
  shipmentCreatedV1,
  shipmentDeliveredV1,
  subjectOf,
} from '@oneway/contracts';
import { jetstream } from '@nats-io/jetstream';
import { RpcClient, startService } from '@oneway/service-kit';
import {
  buildLibs,
  connectNats,
  createTestDatabase,
  deleteTestStreams,
  eventually,
  repoRoot,
  subjectPrefix,
} from '@oneway/testing';
import { paymentsService } from '../src/payments.service.js';
import { ADMIN, VISA, user } from './payments-test-kit.js';

jest.setTimeout(120_000);

describe('payout worker killed mid-job', () => {
  it('after a restart there is exactly one payout per withdrawal, and it is recorded once', async () => {
    buildLibs(['contracts', 'eventstore', 'service-kit']);
    execFileSync(
      path.join(repoRoot, 'node_modules/.bin/swc'),
      ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc'],
      {
        cwd: path.join(repoRoot, 'services/payments'),
        stdio: 'ignore',
      },
    );
    const db = await createTestDatabase('payments_crash');
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: subjectPrefix(),
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '5',
      JOB_LOCK_MS: '1500',
    };
    const nc = await connectNats();
    const rpc = new RpcClient(nc, subjectPrefix(), 20_000);
    const meta = (actor: { userId: string; role: 'user' | 'admin' }) => ({ correlationId: randomUUID(), actor });

    // 1. An instance without a payout worker: a traveler earns 8 000 and asks for 5 000.
    const first = await startService(paymentsService({ workers: { release: true, payout: false } }), env);
    const sender = user();
    const traveler = user();
    const shipmentId = randomUUID();
    const publish = async (type: typeof shipmentCreatedV1 | typeof shipmentDeliveredV1, data: object) => {
      const id = randomUUID();
      const envelope = {
        id,
        type: type.type,
        version: 1,
        streamId: `shipment-${shipmentId}`,
        streamVersion: 1,
        occurredAt: new Date().toISOString(),
        correlationId: id,
        causationId: null,
        actorId: null,
        data,
      };
      await jetstream(nc).publish(subjectOf(type, subjectPrefix()), JSON.stringify(envelope), { msgID: id });
    };
    await rpc.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 0 }, meta(ADMIN));
    await publish(shipmentCreatedV1, {
      shipmentId,
      senderId: sender.userId,
      trackingNumber: 'OW-1',
      fromLocation: 'A',
      toLocation: 'B',
      paymentAmount: 8_000,
      currency: 'USD',
    });
    await eventually(async () =>
      expect(
        (await first.ctx.pool.query('SELECT 1 FROM shipments_view WHERE shipment_id = $1', [shipmentId])).rowCount,
      ).toBe(1),
    );
    await rpc.call(
      paymentsChargeShipmentRpc,
      { shipmentId, method: { kind: 'test_card', card: VISA }, idempotencyKey: randomUUID() },
      meta(sender),
    );
    await publish(shipmentDeliveredV1, { shipmentId, senderId: sender.userId, travelerId: traveler.userId });
    const available = async () =>
      Number(
        (
          await first.ctx.pool.query('SELECT balance FROM ledger_accounts WHERE code = $1', [
            `wallet_available:${traveler.userId}`,
          ])
        ).rows[0]?.balance ?? 0,
      );
    await eventually(async () => expect(await available()).toBe(8_000));
    const bank = await rpc.call(
      paymentsAddPaymentMethodRpc,
      {
        methodId: randomUUID(),
        method: { kind: 'bank_account', account: '000123456789', country: 'US', currency: 'USD', holderName: 'T' },
      },
      meta(traveler),
    );
    const withdrawal = await rpc.call(
      paymentsRequestWithdrawalRpc,
      { withdrawalId: randomUUID(), amount: 5_000, currency: 'USD', payoutMethodId: bank.id },
      meta(traveler),
    );
    await first.stop();

    // 2. A worker process takes the job, the provider accepts the payout, the process is killed.
    const child = spawn(process.execPath, [path.join(__dirname, 'fixtures/payout-worker-child.mjs')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the child never submitted the payout')), 60_000);
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes(`PAYOUT_SUBMITTED ${withdrawal.id}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    // 3. A fresh instance: the stalled job runs again and the withdrawal settles once.
    const second = await startService(paymentsService(), env);
    try {
      const pool = second.ctx.pool;
      await eventually(async () => {
        const { rows } = await pool.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
          withdrawal.id,
        ]);
        expect(rows[0]?.status).toBe('paid');
      }, 30_000);
      const payouts = await pool.query(
        "SELECT 1 FROM test_provider_requests WHERE scope = 'payout' AND idempotency_key = $1",
        [`po:withdrawal-${withdrawal.id}`],
      );
      expect(payouts.rowCount).toBe(1);
      const settled = await pool.query('SELECT 1 FROM ledger_entries WHERE idempotency_key = $1', [
        `withdrawal-settled:${withdrawal.id}`,
      ]);
      expect(settled.rowCount).toBe(1);
      const paidEvents = await pool.query(
        "SELECT 1 FROM es_events WHERE type = 'payments.wallet.withdrawal_paid' AND data->>'withdrawalId' = $1",
        [withdrawal.id],
      );
      expect(paidEvents.rowCount).toBe(1);
      const balances = await pool.query<{ code: string; balance: string }>(
        "SELECT code, sum(balance) AS balance FROM ledger_accounts WHERE code IN ($1, 'payout_clearing') GROUP BY code",
        [`wallet_available:${traveler.userId}`],
      );
      expect(Object.fromEntries(balances.rows.map((r) => [r.code, Number(r.balance)]))).toEqual({
        [`wallet_available:${traveler.userId}`]: 3_000,
        payout_clearing: 0,
      });
    } finally {
      await second.stop();
      await deleteTestStreams(nc).catch(() => {});
      await nc.drain();
      await db.drop();
    }
  });
});
