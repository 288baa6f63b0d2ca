import { type Currency, DomainError, type EventMetadata } from '@oneway/contracts';
import { type EventStore, ProjectionRunner, loadState, withReadSnapshot } from '@oneway/eventstore';
import type pg from 'pg';
import {
  escrowTotals,
  listWalletTransactions,
  listWithdrawals,
  walletBalances,
} from '../../src/application/queries/wallet.queries.js';
import { escrowDecider, escrowStreamId } from '../../src/domain/escrow/escrow.decider.js';
import { ACCOUNT_KINDS, normalSideOf } from '../../src/domain/ledger/ledger-account.js';
import { balanceKey } from '../../src/domain/ledger/ledger.js';
import { walletDecider, walletStreamId } from '../../src/domain/wallet/wallet.decider.js';
import { type MoneyUnitOfWork, runMoneyTransaction } from '../../src/infrastructure/persistence/money-unit-of-work.js';
import { PgIdempotencyStore } from '../../src/infrastructure/providers/idempotency-store.js';
import { TestModePayoutProvider } from '../../src/infrastructure/providers/payout-providers.js';
import { TestModeCardProvider } from '../../src/infrastructure/providers/test-mode-card-provider.js';
import { TestModeWebhookEmitter } from '../../src/infrastructure/providers/test-mode-webhooks.js';
import { paymentsService } from '../../src/payments.service.js';
import { type MoneyWorld, type ReadModels, START, type WalletReadModel, idOf } from './world.js';

// The money model over the real persistence: each unit of work is runMoneyTransaction (as in
// production) on a migrated database, so events go to the real event store with their outbox
// rows and entries to the ledger tables (CHECKs, the deferred balanced-entry trigger) in one
// transaction; a refusal (DomainError) rolls it back. State is read back from the event store
// and balances from the ledger tables; the test-mode providers keep their idempotency records
// in Postgres, as the running service does. After each unit of work the service's own
// projections (its ProjectionRunner, on the same pool) catch up, so the read models the API
// serves can be checked against the ledger and the event folds.

/** Debit-normal account kinds: their balance counts as a debit in the trial balance. */
const DEBIT_KINDS = ACCOUNT_KINDS.filter((k) => normalSideOf(k) === 'debit');

/** The projections the payments service runs (its definition's list, as startService builds it). */
const PROJECTIONS = paymentsService().projections!({} as never);

/**
 * The tables a run writes, read models and projection checkpoints included; emptied before
 * each run so runs are independent.
 */
const TABLES = [
  'es_outbox',
  'es_events',
  'es_checkpoints',
  'ledger_lines',
  'ledger_entries',
  'ledger_accounts',
  'test_provider_requests',
  'payments',
  'wallet_transactions',
  'withdrawals',
  'payment_methods',
];

/** More events than one unit of work ever writes: one runOnce applies all of them. */
const PROJECTION_BATCH = 10_000;
/** A page larger than any run's rows: the whole read model in one page. */
const PAGE = 1_000;

export class PgWorld implements MoneyWorld {
  now = START;
  private units = 0;
  private readonly emitter = new TestModeWebhookEmitter('whsec_model', () => this.now);
  readonly card: TestModeCardProvider;
  readonly payouts: TestModePayoutProvider;
  private readonly projections: ProjectionRunner;
  /** Units of work committed; the read models (and the ledger) change only with them. */
  private commits = 0;
  private lastRead: { key: string; read: Promise<ReadModels> } | null = null;

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
    this.projections = new ProjectionRunner({ pool, projections: PROJECTIONS, batchSize: PROJECTION_BATCH });
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
    let result: Awaited<ReturnType<typeof runMoneyTransaction<T>>>;
    try {
      result = await runMoneyTransaction(this.store, metadata, work);
    } catch (err) {
      // Refused by a decider or a ledger CHECK: the transaction was rolled back. Anything
      // else (an unbalanced entry at COMMIT, an SQL error) fails the run.
      if (err instanceof DomainError) return 'refused';
      throw err;
    }
    // The read models catch up on what the unit appended (as the service's runner does on
    // the store's NOTIFY): one batch per projection takes every event committed so far.
    this.commits++;
    if (result.lastPosition !== null) await this.projections.runOnce();
    return result.value;
  }

  /**
   * Every user's wallet read models and the escrow totals, through the queries the RPC
   * handlers use, in one read snapshot. They change only when a unit of work commits (its
   * projections catch up in unit()), so a step that committed none gets the last read.
   */
  readModels(userIds: readonly string[]): Promise<ReadModels> {
    const key = `${this.commits} ${userIds.join(',')}`;
    if (this.lastRead?.key !== key) this.lastRead = { key, read: this.readModelsNow(userIds) };
    return this.lastRead.read;
  }

  private readModelsNow(userIds: readonly string[]): Promise<ReadModels> {
    return withReadSnapshot(this.pool, async (tx) => {
      const wallets: WalletReadModel[] = [];
      for (const u of userIds)
        wallets.push({
          balances: await walletBalances(tx, u),
          withdrawals: await listWithdrawals(tx, u, 1, PAGE),
          transactions: await listWalletTransactions(tx, u, 1, PAGE),
        });
      return { wallets, escrowTotals: (await escrowTotals(tx)).totals };
    });
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
