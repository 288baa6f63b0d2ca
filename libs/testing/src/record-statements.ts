import pg from 'pg';

/** A statement as a pg client sent it: its text, its name when prepared by name, its values. */
export interface SentStatement {
  text: string;
  name?: string;
  values: unknown[];
  /** The connection that sent it: statements of one transaction share it. */
  client: pg.Client;
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
    sent.push(
      typeof q === 'string'
        ? { text: q, values: values ?? [], client: this }
        : { ...q, values: q.values ?? values ?? [], client: this },
    );
    return original.apply(this, args as never);
  } as never;
  try {
    return { value: await fn(), sent };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/**
 * The round trips of one transaction: from the first statement that `opens` (a BEGIN) to the
 * first COMMIT or ROLLBACK its connection sends after it, leaving out what other connections
 * (background passes of the service) sent meanwhile and session PREPAREs.
 */
export function transactionTrips(sent: SentStatement[], opens: (text: string) => boolean): string[] {
  const start = sent.findIndex((s) => s.text.startsWith('BEGIN') && opens(s.text));
  if (start < 0) return [];
  const own = sent.slice(start).filter((s) => s.client === sent[start]!.client && !s.text.startsWith('PREPARE'));
  const end = own.findIndex((s) => /(COMMIT|ROLLBACK)$/.test(s.text));
  return own.slice(0, end < 0 ? own.length : end + 1).map((s) => s.text);
}
