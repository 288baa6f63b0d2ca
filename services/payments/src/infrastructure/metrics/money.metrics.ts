import { Gauge, type Registry } from 'prom-client';
import type pg from 'pg';

/**
 * The money an operator watches, read at scrape time from payments' own tables: what the
 * escrow accounts hold (the ledger is the record) and the withdrawals still waiting for
 * their payout. Every instance reports the same totals; dashboards take `max` across them.
 */
export function registerMoneyMetrics(registry: Registry, pool: pg.Pool): void {
  const registers = [registry];
  // A scrape while Postgres is away keeps the last figures rather than failing /metrics.
  const rowsOf = async <T extends pg.QueryResultRow>(sql: string): Promise<T[] | null> =>
    pool.query<T>(sql).then(
      (r) => r.rows,
      () => null,
    );
  new Gauge({
    name: 'oneway_escrow_held_minor',
    help: 'Balance of the escrow ledger accounts, in minor units, per currency',
    labelNames: ['currency'],
    registers,
    async collect() {
      const rows = await rowsOf<{ currency: string; held: string }>(
        "SELECT currency, coalesce(sum(balance), 0) AS held FROM ledger_accounts WHERE kind = 'escrow' GROUP BY currency",
      );
      if (!rows) return;
      this.reset();
      for (const r of rows) this.set({ currency: r.currency }, Number(r.held));
    },
  });
  new Gauge({
    name: 'oneway_escrow_held_payments',
    help: 'Escrow payments held or frozen by a claim',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await rowsOf<{ status: string; n: string }>(
        "SELECT status, count(*) AS n FROM payments WHERE status IN ('held', 'frozen') GROUP BY status",
      );
      if (!rows) return;
      this.set({ status: 'held' }, 0);
      this.set({ status: 'frozen' }, 0);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'oneway_payouts_waiting',
    help: 'Withdrawals requested and not yet paid out or failed',
    registers,
    async collect() {
      const rows = await rowsOf<{ n: string }>("SELECT count(*) AS n FROM withdrawals WHERE status = 'pending'");
      if (!rows) return;
      this.set(Number(rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'oneway_payouts_oldest_waiting_seconds',
    help: 'Age of the oldest withdrawal still waiting for its payout (0 when none)',
    registers,
    async collect() {
      const rows = await rowsOf<{ age: string | null }>(
        "SELECT extract(epoch FROM now() - min(created_at)) AS age FROM withdrawals WHERE status = 'pending'",
      );
      if (!rows) return;
      this.set(Number(rows[0]?.age ?? 0));
    },
  });
}
