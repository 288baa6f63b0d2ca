import { type Currency, ledgerErrors } from '@oneway/contracts';
import {
  executeStatement,
  type InlineStatement,
  type Queryable,
  type SessionStatement,
  sqlArray,
  sqlLiteral,
} from '@oneway/eventstore';
import { type Account, accountCode, mustNotGoNegative } from '../../domain/ledger/ledger-account.js';
import { assertBalanced, type JournalEntry } from '../../domain/ledger/journal-entry.js';
import { balanceChanges } from '../../domain/ledger/ledger.js';

/**
 * The entry, its lines and its accounts' new balances in one statement; nothing when the
 * idempotency key was posted before (`e` is then empty). Accounts open at their first posting
 * and move by the delta in the same upsert, in one fixed order (code, slot) so concurrent
 * postings never deadlock. A CHECK applies to the row an INSERT proposes even when ON CONFLICT
 * turns it into an update, so a debit's proposal does not claim the guard (an existing row
 * keeps its own, and the CHECK refuses an overdraw on update); a guarded account opened by a
 * debit comes back negative and is refused below.
 */
const POST_ENTRY_SQL = /* sql */ `
WITH e AS (
  INSERT INTO ledger_entries (idempotency_key, currency, description, causation_id, correlation_id, posted_at)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
), l AS (
  INSERT INTO ledger_lines (entry_id, line_no, account_code, currency, side, amount)
  SELECT e.id, n, a, $2, s, m FROM e, unnest($7::int[], $8::text[], $9::text[], $10::bigint[]) AS x(n, a, s, m)
), b AS (
  INSERT INTO ledger_accounts AS acc (code, currency, slot, kind, owner, balance, must_not_go_negative, updated_at)
  SELECT c, $2, sl, k, o, d, g AND d >= 0, $6
    FROM e, unnest($11::text[], $12::smallint[], $13::text[], $14::text[], $15::bigint[], $16::boolean[]) AS y(c, sl, k, o, d, g)
   ORDER BY c, sl
  ON CONFLICT (code, currency, slot) DO UPDATE SET balance = acc.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
  RETURNING code, balance
)
SELECT (SELECT id FROM e)::text AS id, coalesce((SELECT json_agg(json_build_object('code', code, 'balance', balance)) FROM b), '[]') AS balances`;

/** One account an entry moves: its row (slot), the change, and whether its row refuses to go below zero. */
interface AccountChange {
  code: string;
  account: Account;
  slot: number;
  delta: number;
  guarded: boolean;
}

/** The accounts an entry moves, in the shape of POST_ENTRY_SQL's arrays. */
function accountChanges(entry: JournalEntry): AccountChange[] {
  assertBalanced(entry);
  const kinds = new Map(entry.lines.map((l) => [accountCode(l.account), l.account] as const));
  const slot = slotOf(entry.idempotencyKey);
  return [...balanceChanges(entry)].map(([key, delta]) => {
    const code = key.split('|')[0]!;
    const account = kinds.get(code)!;
    const owned = account.owner !== null;
    // Owned accounts: one row, overdraw refused by its CHECK. Platform accounts: slot rows
    // without the CHECK; their totals cannot go negative because each debit to them
    // reverses a credit of the same payment or withdrawal (deciders), and the payments
    // clearing asset equals the sum of all the (non-negative) liabilities.
    return { code, account, slot: owned ? 0 : slot, delta, guarded: owned && mustNotGoNegative(account.kind) };
  });
}

type PostingMeta = { correlationId: string | null; now: Date };

/** POST_ENTRY_SQL's sixteen arguments, in order. */
function postEntryArgs(entry: JournalEntry, accounts: AccountChange[], meta: PostingMeta) {
  return [
    entry.idempotencyKey,
    entry.currency,
    entry.description,
    entry.causationId,
    meta.correlationId,
    meta.now,
    entry.lines.map((_, i) => i + 1),
    entry.lines.map((l) => accountCode(l.account)),
    entry.lines.map((l) => l.side),
    entry.lines.map((l) => l.amount),
    accounts.map((a) => a.code),
    accounts.map((a) => a.slot),
    accounts.map((a) => a.account.kind),
    accounts.map((a) => a.account.owner),
    accounts.map((a) => a.delta),
    accounts.map((a) => a.guarded),
  ] as const;
}

/** The guarded accounts an entry debits: the ones an overdraw refusal can name. */
const debitedGuarded = (accounts: AccountChange[]) =>
  accounts.filter((a) => a.guarded && a.delta < 0).map((a) => a.code);

/** Postgres refused an overdraw: the CHECK on a guarded account's row. */
export const isOverdrawRefusal = (err: unknown) =>
  (err as { constraint?: string }).constraint === 'ledger_accounts_not_negative';

/**
 * Posts a journal entry inside the caller's transaction. Returns false (and writes
 * nothing) when an entry with the same idempotency key was posted before.
 */
export async function postEntry(tx: Queryable, entry: JournalEntry, meta: PostingMeta): Promise<boolean> {
  const accounts = accountChanges(entry);
  let rows: { id: string | null; balances: { code: string; balance: number }[] }[];
  try {
    ({ rows } = await tx.query({
      name: 'oneway_ledger_post',
      text: POST_ENTRY_SQL,
      values: [...postEntryArgs(entry, accounts, meta)],
    }));
  } catch (err) {
    // Only a guarded account this entry debits can have gone below zero.
    if (isOverdrawRefusal(err)) throw overdrawnError([entry]);
    throw err;
  }
  const { id, balances } = rows[0]!;
  if (id === null) return false;
  const overdrawn = balances.find((b) => b.balance < 0 && accounts.some((a) => a.guarded && a.code === b.code));
  if (overdrawn) {
    // The row a debit opened gets its guard now, so Postgres itself refuses it and aborts the
    // transaction: a caller that catches the error cannot commit the overdraw anyway.
    await tx
      .query('UPDATE ledger_accounts SET must_not_go_negative = true WHERE code = $1 AND currency = $2 AND slot = 0', [
        overdrawn.code,
        entry.currency,
      ])
      .catch(() => {});
    throw ledgerErrors.negativeBalance(`${overdrawn.code} (${entry.currency})`);
  }
  return true;
}

/** The refusal of entries one of which would overdraw a guarded account: names every guarded account they debit. */
export function overdrawnError(entries: readonly JournalEntry[]) {
  const named = entries.flatMap((e) => debitedGuarded(accountChanges(e)).map((code) => `${code} (${e.currency})`));
  return ledgerErrors.negativeBalance([...new Set(named)].join(', '));
}

/**
 * The posting prepared once per connection for the COMMIT's round trip, its arguments as
 * literals (`postEntryAtCommit`); planning the statement cost as much as running it.
 */
const POST_ENTRY_AT_COMMIT: SessionStatement = {
  name: 'oneway_ledger_post_at_commit',
  prepare: `PREPARE oneway_ledger_post_at_commit AS ${POST_ENTRY_SQL}`,
};

/** The element types of POST_ENTRY_SQL's arrays, $7 to $16 (each argument is cast to its own). */
const POST_ENTRY_ARRAY_TYPES = [
  'int',
  'text',
  'text',
  'bigint',
  'text',
  'smallint',
  'text',
  'text',
  'bigint',
  'boolean',
];

/**
 * The posting as statements for the round trip of a one-trip COMMIT: the same statement as
 * `postEntry` (a repeated idempotency key posts nothing), then, for an entry that debits a
 * guarded account, the guard set on such a row it left below zero, which Postgres refuses
 * (`isOverdrawRefusal`): a debit opening an account proposes its row without the guard (see
 * POST_ENTRY_SQL). Either refusal rolls the whole unit back.
 */
export function postEntryAtCommit(entry: JournalEntry, meta: PostingMeta): InlineStatement[] {
  const accounts = accountChanges(entry);
  const [key, currency, description, causationId, correlationId, now, ...arrays] = postEntryArgs(entry, accounts, meta);
  const post = executeStatement(
    POST_ENTRY_AT_COMMIT,
    ...[key, currency, description, causationId, correlationId, now].map(sqlLiteral),
    ...arrays.map((values, i) => sqlArray(values, POST_ENTRY_ARRAY_TYPES[i]!)),
  );
  const guarded = debitedGuarded(accounts);
  if (!guarded.length) return [post];
  return [
    post,
    {
      sql:
        'UPDATE ledger_accounts SET must_not_go_negative = true WHERE NOT must_not_go_negative AND balance < 0 ' +
        `AND slot = 0 AND currency = ${sqlLiteral(entry.currency)} AND code = ANY(${sqlArray(guarded, 'text')})`,
    },
  ];
}

export const PLATFORM_ACCOUNT_SLOTS = 16;

/** A stable slot per entry, so a retried posting touches the same rows. */
function slotOf(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % PLATFORM_ACCOUNT_SLOTS;
}

/** An account's balance: its row, or the sum of its slot rows. */
export async function accountBalance(db: Queryable, code: string, currency: Currency): Promise<number> {
  const { rows } = await db.query<{ balance: string | null }>(
    'SELECT sum(balance) AS balance FROM ledger_accounts WHERE code = $1 AND currency = $2',
    [code, currency],
  );
  return Number(rows[0]?.balance ?? 0);
}
