import pg from 'pg';

/** A statement as a pg client sent it: its text, its name when prepared by name, its values. */
export interface SentStatement {
  text: string;
  name?: string;
  values: unknown[];
}

/**
 * Every statement any pg client of this process sends while `fn` runs, in order (background
 * passes of a service under test included): for tests that count a command's round trips.
 */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ value: T; sent: SentStatement[] }> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [q, values] = args as [string | { text: string; name?: string; values?: unknown[] }, unknown[]?];
    sent.push(typeof q === 'string' ? { text: q, values: values ?? [] } : { ...q, values: q.values ?? values ?? [] });
    return original.apply(this, args as never);
  } as never;
  try {
    return { value: await fn(), sent };
  } finally {
    pg.Client.prototype.query = original;
  }
}
