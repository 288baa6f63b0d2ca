import { Gauge, type Registry } from 'prom-client';
import type pg from 'pg';

/**
 * Figures read from the service's event-store tables at scrape time, so they hold across
 * restarts and instances: dead letters still waiting for an operator.
 */
export function registerStoreMetrics(registry: Registry, pool: pg.Pool): void {
  new Gauge({
    name: 'oneway_dead_letters_unresolved',
    help: 'Dead-lettered messages not yet resolved (es_dead_letters.resolved_at IS NULL), per consumer',
    labelNames: ['consumer'],
    registers: [registry],
    async collect() {
      const rows = await pool
        .query<{ consumer: string; n: string }>(
          'SELECT consumer, count(*) AS n FROM es_dead_letters WHERE resolved_at IS NULL GROUP BY consumer',
        )
        .then(
          (r) => r.rows,
          () => null,
        );
      if (!rows) return; // Postgres away: keep the last figures rather than failing /metrics
      this.reset();
      // A series even when empty, so "no dead letters" is a 0 and not a missing metric.
      this.set(
        { consumer: 'all' },
        rows.reduce((sum, r) => sum + Number(r.n), 0),
      );
      for (const r of rows) this.set({ consumer: r.consumer }, Number(r.n));
    },
  });
}
