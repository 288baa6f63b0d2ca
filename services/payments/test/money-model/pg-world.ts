import { type Currency, DomainError, type EventMetadata } from '@oneway/contracts';
import { type EventStore, loadState } from '@oneway/eventstore';
import type pg from 'pg';
import { escrowDecider, escrowStreamId } from '../../src/domain/escrow/escrow.decider.js';
import { ACCOUNT_KINDS, normalSideOf } from '../../src/domain/ledger/ledger-account.js';
import { balanceKey } from '../../src/domain/ledger/ledger.js';
import { walletDecider, walletStreamId } from '../../src/domain/wallet/wallet.decider.js';
import { type MoneyUnitOfWork, runMoneyTransaction } from '../../src/infrastructure/persistence/money-unit-of-work.js';
import { PgIdempotencyStore } from '../../src/infrastructure/providers/idempotency-store.js';
import { TestModePayoutProvider } from '../../src/infrastructure/providers/payout-providers.js';
import { TestModeCardProvider } from '../../src/infrastructure/providers/test-mode-card-provider.js';
import { TestModeWebhookEmitter } from '../../src/infrastructure/providers/test-mode-webhooks.js';
import { type MoneyWorld, START, idOf } from './world.js';

// The money model over the real persistence: each unit of work is runMoneyTransaction (as in
// production) on a migrated database, so events go to the real event store with their outbox
// rows and entries to the ledger tables (CHECKs, the deferred balanced-entry trigger) in one
// transaction; a refusal (DomainError) rolls it back. State is read back from the event store
// and balances from the ledger tables; the test-mode providers keep their idempotency records
// in Postgres, as the running service does.

/** Debit-normal account kinds: their balance counts as a debit in the trial balance. */
const DEBIT_KINDS = ACCOUNT_KINDS.filter((k) => normalSideOf(k) === 'debit');

/** The tables a run writes; emptied before each run so runs are independent. */
const TABLES = [
  'es_outbox',
  'es_events',
  'ledger_lines',
  'ledger_entries',
  'ledger_accounts',
  'test_provider_requests',
];

export class PgWorld implements MoneyWorld {
  now = START;
  private units = 0;
  private readonly emitter = new TestModeWebhookEmitter('whsec_model', () => this.now);
  readonly card: TestModeCardProvider;
  readonly payouts: TestModePayoutProvider;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
  ) {
    this.card = new TestModeCardProvider(
      this.emitter,
      'whsec_model',
      () => this.now,
      new PgIdempotencyStore(pool, 'card'),
    );
    this.payouts = new TestModePayoutProvider(this.emitter, new PgIdempotencyStore(pool, 'payout'));
  }

  /** A world on an emptied database (identities restarted, so a seed replays the same rows). */
  static async fresh(pool: pg.Pool, store: EventStore): Promise<PgWorld> {
    await pool.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY`);
    return new PgWorld(pool, store);
  }

  async unit<T>(work: (uow: MoneyUnitOfWork) => Promise<T>): Promise<T | 'refused'> {
    const metadata: EventMetadata = {
      correlationId: idOf(0x1_0000_0000 + ++this.units),
      causationId: null,
      actorId: null,
      now: this.now,
    };
    try {
      return (await runMoneyTransaction(this.pool, this.store, metadata, work)).value;
    } catch (err) {
      // Refused by a decider or a ledger CHECK: the transaction was rolled back. Anything
      // else (an unbalanced entry at COMMIT, an SQL error) fails the run.
      if (err instanceof DomainError) return 'refused';
      throw err;
    }
  }

  async escrow(shipmentId: string) {
    return (await loadState(this.store, escrowDecider, escrowStreamId(shipmentId))).state;
  }

  async wallet(userId: string) {
    return (await loadState(this.store, walletDecider, walletStreamId(userId))).state;
  }

  async trialBalance() {
    const { rows } = await this.pool.query<{ currency: Currency; net: string }>(
      `SELECT currency, sum(CASE WHEN kind = ANY($1) THEN balance ELSE -balance END) AS net
         FROM ledger_accounts GROUP BY currency`,
      [DEBIT_KINDS],
    );
    return new Map(rows.map((r) => [r.currency, Number(r.net)]));
  }

  async balances() {
    // An account's balance is its row, or the sum of its slot rows (platform accounts).
    const { rows } = await this.pool.query<{ code: string; currency: Currency; balance: string }>(
      'SELECT code, currency, sum(balance) AS balance FROM ledger_accounts GROUP BY code, currency',
    );
    return new Map(rows.map((r) => [balanceKey(r.code, r.currency), Number(r.balance)]));
  }

  async storageProblems() {
    const q = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await this.pool.query<R>(sql, params)).rows;
    const [unbalanced, drifted, withoutOutbox] = await Promise.all([
      q<{ entry_id: string; net: string }>(
        `SELECT entry_id, sum(CASE side WHEN 'debit' THEN amount ELSE -amount END) AS net
           FROM ledger_lines GROUP BY entry_id HAVING sum(CASE side WHEN 'debit' THEN amount ELSE -amount END) <> 0`,
      ),
      // ledger_accounts is what postings keep up to date; it must equal the lines it sums.
      q<{ code: string; currency: string; balance: string | null; lines: string | null }>(
        `WITH l AS (
         SELECT account_code AS code, currency,
                sum(CASE WHEN (side = 'debit') = (split_part(account_code, ':', 1) = ANY($1)) THEN amount ELSE -amount END) AS lines
           FROM ledger_lines GROUP BY account_code, currency),
       a AS (SELECT code, currency, sum(balance) AS balance FROM ledger_accounts GROUP BY code, currency)
       SELECT code, currency, a.balance, l.lines FROM a FULL JOIN l USING (code, currency)
        WHERE coalesce(a.balance, 0) <> coalesce(l.lines, 0)`,
        [DEBIT_KINDS],
      ),
      q<{ n: string }>(
        'SELECT count(*) AS n FROM es_events e WHERE NOT EXISTS (SELECT 1 FROM es_outbox o WHERE o.position = e.position)',
      ),
    ]);
    return [
      ...unbalanced.map((r) => `ledger entry ${r.entry_id} is unbalanced by ${r.net}`),
      ...drifted.map(
        (r) => `account ${r.code} ${r.currency} has balance ${r.balance ?? 0}, its lines sum to ${r.lines ?? 0}`,
      ),
      ...withoutOutbox.filter((r) => Number(r.n)).map((r) => `${r.n} stored events have no outbox row`),
    ];
  }

  async eventCounts() {
    const { rows } = await this.pool.query<{ type: string; n: string }>(
      'SELECT type, count(*) AS n FROM es_events GROUP BY type',
    );
    return new Map(rows.map((r) => [r.type, Number(r.n)]));
  }
}
