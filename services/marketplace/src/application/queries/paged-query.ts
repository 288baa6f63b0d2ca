import { readPage, type Queryable } from '@oneway/eventstore';
import type { Page } from './shipment-rows.js';
import type { SqlFilter } from './sql-filter.js';

/**
 * One page of rows plus the total, as two SELECTs: the page walks an index in order and
 * stops at the limit; the count can be index-only. (A `count(*) OVER ()` would read every
 * matching row with its JSON to count it.) Both read one snapshot, so they always agree, in
 * one round trip (readPage).
 */
export async function pagedQuery<R>(
  db: Queryable,
  q: { columns: string; table: string; filter: SqlFilter; orderBy: string; page: number; pageSize: number },
): Promise<Page<R>> {
  const offset = (q.page - 1) * q.pageSize;
  const n = q.filter.params.length;
  const { rows, total } = await readPage(db, {
    rows: `SELECT ${q.columns} FROM ${q.table} ${q.filter} ORDER BY ${q.orderBy} LIMIT $${n + 1}::int OFFSET $${n + 2}::int`,
    count: `SELECT count(*) AS n FROM ${q.table} ${q.filter}`,
    params: q.filter.params,
    pageParams: [q.pageSize, offset],
  });
  return { items: rows as R[], total, page: q.page, pageSize: q.pageSize };
}
