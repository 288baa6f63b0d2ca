import { type Currency, ledgerErrors } from '@oneway/contracts';
import { accountCode, mustNotGoNegative, normalSideOf, parseAccountCode } from './ledger-account.js';
import { assertBalanced, signedEffect, type JournalEntry } from './journal-entry.js';

/**
 * The ledger as a value: balances per (account, currency) and the keys already posted. The
 * database keeps the same two things (ledger_accounts, ledger_entries.idempotency_key
 * UNIQUE); this pure form is what unit and model tests fold over.
 */
export interface Ledger {
  balances: ReadonlyMap<string, number>;
  postedKeys: ReadonlySet<string>;
}

export const emptyLedger = (): Ledger => ({ balances: new Map(), postedKeys: new Set() });

export const balanceKey = (account: string, currency: Currency) => `${account}|${currency}`;

export function balanceOf(ledger: Ledger, account: string, currency: Currency): number {
  return ledger.balances.get(balanceKey(account, currency)) ?? 0;
}

/** The balance changes an entry makes, keyed like `Ledger.balances`. */
export function balanceChanges(entry: JournalEntry): Map<string, number> {
  const changes = new Map<string, number>();
  for (const l of entry.lines) {
    const key = balanceKey(accountCode(l.account), entry.currency);
    changes.set(key, (changes.get(key) ?? 0) + signedEffect(l, normalSideOf(l.account.kind)));
  }
  return changes;
}

export type PostResult = { ledger: Ledger; posted: boolean };

/**
 * Posts a balanced entry once. A key seen before posts nothing (`posted: false`); an entry
 * that would take a protected account below zero is refused whole.
 */
export function post(ledger: Ledger, entry: JournalEntry): PostResult {
  assertBalanced(entry);
  if (ledger.postedKeys.has(entry.idempotencyKey)) return { ledger, posted: false };
  const balances = new Map(ledger.balances);
  for (const [key, delta] of balanceChanges(entry)) {
    const next = (balances.get(key) ?? 0) + delta;
    const code = key.split('|')[0]!;
    if (next < 0 && mustNotGoNegative(parseAccountCode(code).kind)) {
      throw ledgerErrors.negativeBalance(`${code} (would be ${next})`);
    }
    balances.set(key, next);
  }
  return { ledger: { balances, postedKeys: new Set(ledger.postedKeys).add(entry.idempotencyKey) }, posted: true };
}

/**
 * Debits minus credits per currency over the whole ledger: zero for a correct ledger.
 * Debit-normal balances count as debits, credit-normal ones as credits.
 */
export function trialBalance(ledger: Ledger): Map<Currency, number> {
  const sums = new Map<Currency, number>();
  for (const [key, balance] of ledger.balances) {
    const [code, currency] = key.split('|') as [string, Currency];
    const sign = normalSideOf(parseAccountCode(code).kind) === 'debit' ? 1 : -1;
    sums.set(currency, (sums.get(currency) ?? 0) + sign * balance);
  }
  return sums;
}
