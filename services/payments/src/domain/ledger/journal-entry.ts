import { type Currency, ledgerErrors } from '@oneway/contracts';
import { type Account, accountCode } from './ledger-account.js';

export interface JournalLine {
  account: Account;
  side: 'debit' | 'credit';
  /** Minor units; always a positive integer (the side carries the direction). */
  amount: number;
}

/**
 * One money movement. `idempotencyKey` names what caused it (a command, a webhook, an event)
 * so the same cause can never post twice; `causationId` points at that cause for an audit.
 */
export interface JournalEntry {
  idempotencyKey: string;
  currency: Currency;
  description: string;
  causationId: string | null;
  lines: JournalLine[];
}

/** Refuses an entry that is not balanced or carries anything but positive integer amounts. */
export function assertBalanced(entry: JournalEntry): void {
  if (!entry.idempotencyKey) throw ledgerErrors.noIdempotencyKey();
  if (entry.lines.length < 2) throw ledgerErrors.tooFewLines();
  let debits = 0;
  let credits = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) {
      throw ledgerErrors.invalidAmount(accountCode(line.account), line.amount);
    }
    if (line.side === 'debit') debits += line.amount;
    else credits += line.amount;
  }
  if (debits !== credits) {
    throw ledgerErrors.unbalanced(entry.idempotencyKey, debits, credits);
  }
}

/** A line's effect on its account's balance in the account's normal sense. */
export function signedEffect(line: JournalLine, normal: 'debit' | 'credit'): number {
  return line.side === normal ? line.amount : -line.amount;
}

/** Drops zero-amount parts (a fee of 0) before an entry is built. */
export function line(account: Account, side: 'debit' | 'credit', amount: number): JournalLine[] {
  return amount === 0 ? [] : [{ account, side, amount }];
}
