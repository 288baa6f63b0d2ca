import { type Currency, ledgerErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { accountCode, mustNotGoNegative } from '../../domain/ledger/ledger-account.js';
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

/**
 * Posts a journal entry inside the caller's transaction. Returns false (and writes
 * nothing) when an entry with the same idempotency key was posted before.
 */
export async function postEntry(
  tx: Queryable,
  entry: JournalEntry,
  meta: { correlationId: string | null; now: Date },
): Promise<boolean> {
  assertBalanced(entry);
  const kinds = new Map(entry.lines.map((l) => [accountCode(l.account), l.account] as const));
  const slot = slotOf(entry.idempotencyKey);
  const accounts = [...balanceChanges(entry)].map(([key, delta]) => {
    const code = key.split('|')[0]!;
    const account = kinds.get(code)!;
    const owned = account.owner !== null;
    // Owned accounts: one row, overdraw refused by its CHECK. Platform accounts: slot rows
    // without the CHECK; their totals cannot go negative because each debit to them
    // reverses a credit of the same payment or withdrawal (deciders), and the payments
    // clearing asset equals the sum of all the (non-negative) liabilities.
    return { code, account, slot: owned ? 0 : slot, delta, guarded: owned && mustNotGoNegative(account.kind) };
  });
  let rows: { id: string | null; balances: { code: string; balance: number }[] }[];
  try {
    ({ rows } = await tx.query({
      name: 'oneway_ledger_post',
      text: POST_ENTRY_SQL,
      values: [
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
      ],
    }));
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'ledger_accounts_not_negative') {
      // Only a guarded account this entry debits can have gone below zero.
      const debited = accounts.filter((a) => a.guarded && a.delta < 0).map((a) => a.code);
      throw ledgerErrors.negativeBalance(`${debited.join(', ')} (${entry.currency})`);
    }
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
