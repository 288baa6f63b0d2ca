import pg from 'pg';

/** A value written into the text of a simple query (which takes no parameters). */
export type SqlScalar = string | number | boolean | null | Date;

/**
 * `value` as a SQL literal for a simple query: strings escaped, numbers only when finite,
 * dates as timestamptz. For statements that ride in another's round trip (`InlineStatement`).
 */
export function sqlLiteral(value: SqlScalar): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  return pg.escapeLiteral(value);
}

/** `values` as a SQL array of `type` (`ARRAY[…]::type[]`, typed even when empty). */
export const sqlArray = (values: readonly SqlScalar[], type: string): string =>
  `ARRAY[${values.map(sqlLiteral).join(', ')}]::${type}[]`;
