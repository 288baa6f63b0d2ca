import type { AdminFigure } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

/**
 * One chart's figures: `sql` returns rows `(key, count[, amount, currency])`. A figure whose
 * table does not exist yet (a feature still to land) answers nothing rather than failing the
 * dashboard: the page shows 0 until the feature's table appears.
 */
export interface FigureSpec {
  group: string;
  table: string;
  sql: string;
}

export async function figuresFrom(db: Queryable, specs: readonly FigureSpec[]): Promise<AdminFigure[]> {
  const out: AdminFigure[] = [];
  for (const spec of specs) {
    const { rows: exists } = await db.query('SELECT to_regclass($1) IS NOT NULL AS ok', [spec.table]);
    if (!exists[0]?.ok) continue;
    const { rows } = await db.query<{ key: string; count: string; amount?: string | null; currency?: string | null }>(
      spec.sql,
    );
    for (const r of rows)
      out.push({
        group: spec.group,
        key: String(r.key),
        count: Number(r.count),
        ...(r.amount !== undefined && r.amount !== null ? { amount: Number(r.amount) } : {}),
        ...(r.currency ? { currency: r.currency } : {}),
      });
  }
  return out;
}
