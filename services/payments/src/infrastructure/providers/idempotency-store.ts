import type pg from 'pg';

// How the test-mode provider keeps Stripe's promise "same idempotency key → same answer":
// in memory for unit tests, in Postgres in the running service so a restart (a payout
// worker killed mid-job) still finds the first answer.

export interface IdempotentRecord {
  fingerprint: string;
  result: unknown;
}

export interface StoredRecord extends IdempotentRecord {
  /** This call stored it (false: another call's record was there first). */
  created: boolean;
}

export interface IdempotencyStore {
  get(key: string): Promise<IdempotentRecord | null>;
  /** Keeps the first record for a key; returns whichever record is stored, and whether it is this one. */
  putIfAbsent(key: string, record: IdempotentRecord): Promise<StoredRecord>;
}

export class InMemoryIdempotencyStore implements IdempotencyStore {
  readonly records = new Map<string, IdempotentRecord>();

  async get(key: string) {
    return this.records.get(key) ?? null;
  }

  async putIfAbsent(key: string, record: IdempotentRecord) {
    const existing = this.records.get(key);
    if (existing) return { ...existing, created: false };
    this.records.set(key, record);
    return { ...record, created: true };
  }
}

export class PgIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly scope: string,
  ) {}

  async get(key: string) {
    const { rows } = await this.pool.query<{ fingerprint: string; result: unknown }>(
      'SELECT fingerprint, result FROM test_provider_requests WHERE scope = $1 AND idempotency_key = $2',
      [this.scope, key],
    );
    return rows[0] ?? null;
  }

  async putIfAbsent(key: string, record: IdempotentRecord) {
    // Stored, or the stored one, in one round trip. A concurrent first call still being
    // committed is not in this statement's snapshot: then it is read once it has committed.
    const { rows } = await this.pool.query<StoredRecord>(
      `WITH ins AS (
         INSERT INTO test_provider_requests (scope, idempotency_key, fingerprint, result)
         VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT DO NOTHING RETURNING fingerprint, result)
       SELECT fingerprint, result, true AS created FROM ins
       UNION ALL
       SELECT fingerprint, result, false FROM test_provider_requests
        WHERE scope = $1 AND idempotency_key = $2 AND NOT EXISTS (SELECT 1 FROM ins)`,
      [this.scope, key, record.fingerprint, JSON.stringify(record.result)],
    );
    return rows[0] ?? { ...(await this.get(key))!, created: false };
  }
}
