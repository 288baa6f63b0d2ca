/**
 * A transaction id (xid8, in decimal) as an SQL string literal. Transaction ids are spliced
 * into statements sent with BEGIN (one round trip, no parameters), so anything that is not
 * a plain decimal xid8 is refused before it can reach the SQL text.
 */
export function xid8Literal(value: string): string {
  if (!/^\d{1,20}$/.test(value)) throw new Error(`bad transaction id ${value}`);
  return `'${value}'`;
}
