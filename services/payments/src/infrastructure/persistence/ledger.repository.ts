import { type Currency, ledgerErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { accountCode, mustNotGoNegative } from '../../domain/ledger/ledger-account.js';
import { assertBalanced, type JournalEntry } from '../../domain/ledger/journal-entry.js';
import { balanceChanges } from '../../domain/ledger/ledger.js';

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
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_entries (idempotency_key, currency, description, causation_id, correlation_id, posted_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [entry.idempotencyKey, entry.currency, entry.description, entry.causationId, meta.correlationId, meta.now],
  );
  if (!rows.length) return false;
  const entryId = rows[0]!.id;
  await tx.query(
    `INSERT INTO ledger_lines (entry_id, line_no, account_code, currency, side, amount)
     SELECT $1, n, a, $2, s, m FROM unnest($3::int[], $4::text[], $5::text[], $6::bigint[]) AS x(n, a, s, m)`,
    [
      entryId,
      entry.currency,
      entry.lines.map((_, i) => i + 1),
      entry.lines.map((l) => accountCode(l.account)),
      entry.lines.map((l) => l.side),
      entry.lines.map((l) => l.amount),
    ],
  );
  const kinds = new Map(entry.lines.map((l) => [accountCode(l.account), l.account] as const));
  const slot = slotOf(entry.idempotencyKey);
  // Accounts are updated in one fixed order so concurrent postings never deadlock.
  const changes = [...balanceChanges(entry)].sort(([a], [b]) => a.localeCompare(b));
  for (const [key, delta] of changes) {
    const code = key.split('|')[0]!;
    const account = kinds.get(code)!;
    const owned = account.owner !== null;
    // Owned accounts: one row, overdraw refused by its CHECK. Platform accounts: slot rows
    // without the CHECK; their totals cannot go negative because each debit to them
    // reverses a credit of the same payment or withdrawal (deciders), and the payments
    // clearing asset equals the sum of all the (non-negative) liabilities.
    const row = owned ? 0 : slot;
    const guarded = owned && mustNotGoNegative(account.kind);
    try {
      // Open the account at zero, then move it: a CHECK applies to the row an INSERT
      // proposes even when ON CONFLICT turns it into an update, so the delta goes in an UPDATE.
      await tx.query(
        `INSERT INTO ledger_accounts (code, currency, slot, kind, owner, balance, must_not_go_negative, updated_at)
         VALUES ($1, $2, $3, $4, $5, 0, $6, $7) ON CONFLICT (code, currency, slot) DO NOTHING`,
        [code, entry.currency, row, account.kind, account.owner, guarded, meta.now],
      );
      await tx.query(
        'UPDATE ledger_accounts SET balance = balance + $4, updated_at = $5 WHERE code = $1 AND currency = $2 AND slot = $3',
        [code, entry.currency, row, delta, meta.now],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23514') {
        throw ledgerErrors.negativeBalance(`${code} (${entry.currency})`);
      }
      throw err;
    }
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
