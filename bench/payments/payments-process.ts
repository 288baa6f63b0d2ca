/**
 * The payments service for its benchmark, run the way production runs it: its own Node process
 * (`dist/main.js`, as `npm start` starts it) on a fresh database and this file's subject prefix.
 * The load generator (RPC calls over NATS, as the gateway makes them) and the marketplace's
 * events stay in the benchmark's process; in-process, the service shared one event loop with
 * the load generator.
 */
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { Actor, RpcContract } from '@oneway/contracts';
import { RpcClient } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import pg from 'pg';
import type { z } from 'zod';
import { buildService, startServiceProcess } from '../../services/gateway/test/support/service-process.js';
import { marketplacePublisher } from '../../services/payments/test/payments-test-kit.js';

export async function startPaymentsProcess(env: Record<string, string> = {}) {
  buildService('payments');
  const db = await createTestDatabase('bench_payments');
  // BENCH_PROFILE=<dir>: the service writes a V8 CPU profile there when it stops.
  const profile: Record<string, string> = process.env.BENCH_PROFILE
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` }
    : {};
  const service = await startServiceProcess('payments', { DATABASE_URL: db.url, ...profile, ...env }).catch(
    async (err: unknown) => {
      await db.drop();
      throw err;
    },
  );
  const nc = await connectNats();
  const client = new RpcClient(nc, subjectPrefix(), 20_000);
  const js = jetstream(nc);
  const pool = new pg.Pool({ connectionString: db.url, max: 8 });

  const call = <C extends RpcContract>(contract: C, payload: z.input<C['request']>, actor: Actor) =>
    client.call(contract, payload, { correlationId: randomUUID(), actor });

  const publish = marketplacePublisher(js);

  const count = async (sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0]!.n);

  /** Waits until `n` provider webhooks are processed (the test-mode provider sends one per charge). */
  const webhooksProcessed = (n: number) =>
    eventually(async () => {
      const done = await count('SELECT count(*) AS n FROM provider_webhooks WHERE processed_at IS NOT NULL');
      if (done < n) throw new Error(`${done} of ${n} webhooks processed`);
    }, 60_000);

  return {
    pool,
    call,
    publish,
    count,
    webhooksProcessed,
    stop: async () => {
      if (service.alive()) {
        service.child.kill('SIGTERM');
        await service.exited;
      }
      await pool.end();
      await deleteTestStreams(nc).catch(() => {});
      await nc.drain();
      await db.drop();
    },
  };
}
