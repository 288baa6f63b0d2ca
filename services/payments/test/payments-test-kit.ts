import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type EventContract,
  type EventData,
  type Role,
  type RpcContract,
  type ShipmentDetails,
  subjectOf,
} from '@oneway/contracts';
import { RpcClient, startService, type RunningService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import type { z } from 'zod';
import type { PaymentsConfig } from '../src/config.js';
import { paymentsService, type PaymentsServiceOptions } from '../src/payments.service.js';

export const ADMIN = { userId: randomUUID(), role: 'admin' as const };
export const user = () => ({ userId: randomUUID(), role: 'user' as const });
export type Actor = ReturnType<typeof user> | typeof ADMIN | { userId: string; role: Role };

/**
 * Publishes a marketplace event as the marketplace's outbox relay would; returns its id. Each
 * shipment's events are numbered in the order they are published, unless `streamVersion` says
 * otherwise (an edit delivered late).
 */
export function marketplacePublisher(js: JetStreamClient) {
  const versions = new Map<string, number>();
  return async <C extends EventContract>(
    contract: C,
    data: EventData<C>,
    id = randomUUID(),
    streamVersion?: number,
  ) => {
    const streamId = `shipment-${(data as { shipmentId?: string }).shipmentId ?? 'x'}`;
    const last = versions.get(streamId) ?? 0;
    versions.set(streamId, Math.max(last, streamVersion ?? last + 1));
    const envelope = {
      id,
      type: contract.type,
      version: contract.version,
      streamId,
      streamVersion: streamVersion ?? last + 1,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      actorId: null,
      data,
    };
    await js.publish(subjectOf(contract, subjectPrefix()), JSON.stringify(envelope), { msgID: id });
    return id;
  };
}

/** Debits minus credits per currency over every ledger account: zero when the ledger is right. */
export async function trialBalanceOf(db: Pick<pg.Pool, 'query'>) {
  const { rows } = await db.query<{ currency: string; net: string }>(
    `SELECT currency, sum(CASE WHEN kind = 'payments_clearing' THEN balance ELSE -balance END) AS net FROM ledger_accounts GROUP BY currency`,
  );
  return rows;
}

/** A payments service on its own database and bus namespace, plus what tests need to drive it. */
export async function startPayments(options: PaymentsServiceOptions = {}, env: Record<string, string> = {}) {
  const db = await createTestDatabase('payments');
  const def = paymentsService(options);
  const service: RunningService<PaymentsConfig> = await startService(def, {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_SUBJECT_PREFIX: subjectPrefix(),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DB_POOL_SIZE: '5',
    ...env,
  });
  const nc: NatsConnection = await connectNats();
  const client = new RpcClient(nc, subjectPrefix(), 20_000);
  const js = jetstream(nc);

  const call = <C extends RpcContract>(
    contract: C,
    payload: z.input<C['request']>,
    actor: Actor | null,
    meta: { correlationId?: string; ip?: string } = {},
  ) => client.call(contract, payload, { correlationId: randomUUID(), actor, ...meta });

  const publish = marketplacePublisher(js);

  const pool = service.ctx.pool;
  const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as T[];

  const trialBalance = () => trialBalanceOf(pool);

  const balance = async (code: string, currency = 'USD') =>
    Number(
      (
        await query<{ balance: string | null }>(
          'SELECT sum(balance) AS balance FROM ledger_accounts WHERE code = $1 AND currency = $2',
          [code, currency],
        )
      )[0]?.balance ?? 0,
    );

  const stop = async () => {
    await service.stop();
    await deleteTestStreams(nc).catch(() => {});
    await nc.drain();
    await db.drop();
  };

  return {
    db,
    service,
    runtime: def.runtime,
    nc,
    client,
    call,
    publish,
    query,
    trialBalance,
    balance,
    stop,
    eventually,
  };
}

export type PaymentsHarness = Awaited<ReturnType<typeof startPayments>>;

/** One payments service for the enclosing describe (started before its tests, stopped after). */
export function usePayments(): () => PaymentsHarness {
  let h: PaymentsHarness | undefined;
  beforeAll(async () => {
    h = await startPayments();
  });
  afterAll(async () => {
    await h?.stop();
  });
  return () => h!;
}

export const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };

/** A whole listing as `marketplace.shipment.updated` carries it (London → Lagos, 50.00 USD). */
export const listingDetails = (o: Partial<ShipmentDetails> = {}): ShipmentDetails => ({
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  weight: 2,
  weightUnit: 'kg',
  weightKg: 2,
  size: 'small',
  contents: 'Two paperback books',
  contentTypes: [],
  prohibitedItemsDeclared: true,
  declaredValue: { amount: 4_000, currency: 'USD' },
  hasInsurance: false,
  insuranceAmount: 0,
  paymentAmount: 5_000,
  currency: 'USD',
  earliestPickupDate: '2026-12-10',
  latestDeliveryDate: '2026-12-30',
  notes: null,
  receiver: {
    name: 'Ada Obi',
    phone: '+2348012345678',
    addressLine1: '12 Marina Road',
    addressLine2: null,
    city: 'Lagos',
    country: 'Nigeria',
    zipCode: null,
  },
  originRelayPointId: null,
  destinationRelayPointId: null,
  ...o,
});
