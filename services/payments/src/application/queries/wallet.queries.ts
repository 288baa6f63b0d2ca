import type { Currency, WalletTransactionView } from '@oneway/contracts';
import { readPage, type Queryable } from '@oneway/eventstore';

const iso = (d: Date) => d.toISOString();

/** Balances straight from the ledger accounts (the wallet is a read model of the ledger). */
export async function walletBalances(db: Queryable, userId: string) {
  const { rows } = await db.query<{ currency: Currency; kind: string; balance: string }>(
    `SELECT currency, kind, balance FROM ledger_accounts WHERE owner = $1 AND kind IN ('wallet_pending', 'wallet_available')`,
    [userId],
  );
  // Lifetime earnings: what escrows paid into the wallet (a release to pending, a claim's share
  // to available) less what claims took back from pending. Maturing, withdrawals and their
  // reversals move money the traveler already earned and touch no escrow.
  const { rows: earned } = await db.query<{ currency: Currency; total: string }>(
    `SELECT l.currency, sum(CASE WHEN l.side = 'credit' THEN l.amount ELSE -l.amount END) AS total
       FROM ledger_lines l
      WHERE l.account_code IN ($1, $2)
        AND EXISTS (SELECT 1 FROM ledger_lines o WHERE o.entry_id = l.entry_id AND o.account_code LIKE 'escrow:%')
      GROUP BY l.currency`,
    [`wallet_pending:${userId}`, `wallet_available:${userId}`],
  );
  const by = new Map<Currency, { currency: Currency; available: number; pending: number; lifetimeEarnings: number }>();
  const get = (c: Currency) =>
    by.get(c) ?? by.set(c, { currency: c, available: 0, pending: 0, lifetimeEarnings: 0 }).get(c)!;
  for (const r of rows) get(r.currency)[r.kind === 'wallet_pending' ? 'pending' : 'available'] = Number(r.balance);
  for (const r of earned) get(r.currency).lifetimeEarnings = Number(r.total);
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

interface WithdrawalRow {
  id: string;
  user_id: string;
  amount: string;
  currency: Currency;
  payout_method_id: string;
  status: 'pending' | 'paid' | 'failed';
  payout_id: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const toWithdrawalView = (r: WithdrawalRow) => ({
  id: r.id,
  amount: Number(r.amount),
  currency: r.currency,
  payoutMethodId: r.payout_method_id,
  status: r.status,
  payoutId: r.payout_id,
  failureReason: r.failure_reason,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export async function findWithdrawal(db: Queryable, userId: string, id: string) {
  const { rows } = await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
  return rows[0] ? toWithdrawalView(rows[0]) : null;
}

export async function listWithdrawals(db: Queryable, userId: string, page: number, pageSize: number) {
  const { rows, total } = await readPage<WithdrawalRow>(db, {
    rows: `SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    count: 'SELECT count(*) AS n FROM withdrawals WHERE user_id = $1',
    params: [userId],
  });
  return { items: rows.map(toWithdrawalView), total, page, pageSize };
}

export async function stuckWithdrawals(db: Queryable, olderThan: Date) {
  const { rows } = await db.query<WithdrawalRow>(
    "SELECT * FROM withdrawals WHERE status = 'pending' AND created_at < $1 ORDER BY created_at",
    [olderThan],
  );
  return rows.map((r) => ({ ...toWithdrawalView(r), userId: r.user_id }));
}

export async function listWalletTransactions(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
  currency?: Currency,
) {
  const where = currency ? 'user_id = $1 AND currency = $2' : 'user_id = $1';
  const params: unknown[] = currency ? [userId, currency] : [userId];
  const { rows, total } = await readPage<{
    id: string;
    type: WalletTransactionView['type'];
    amount: string;
    currency: Currency;
    status: WalletTransactionView['status'];
    related_payment_id: string | null;
    withdrawal_id: string | null;
    details: Record<string, unknown> | null;
    created_at: Date;
  }>(db, {
    rows: `SELECT * FROM wallet_transactions WHERE ${where} ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    count: `SELECT count(*) AS n FROM wallet_transactions WHERE ${where}`,
    params,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: Number(r.amount),
      currency: r.currency,
      status: r.status,
      relatedPaymentId: r.related_payment_id,
      withdrawalId: r.withdrawal_id,
      details: r.details,
      createdAt: iso(r.created_at),
    })),
    total,
    page,
    pageSize,
  };
}

/** Earnings per UTC day over the last `days` days (days without earnings are left out). */
export async function earningsSeries(db: Queryable, userId: string, currency: Currency, days: number, now: Date) {
  const { rows } = await db.query<{ day: string; total: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount) AS total
       FROM wallet_transactions
      WHERE user_id = $1 AND currency = $2 AND type = 'earning' AND created_at >= $3
      GROUP BY 1 ORDER BY 1`,
    [userId, currency, new Date(now.getTime() - days * 86_400_000)],
  );
  return { currency, points: rows.map((r) => ({ date: r.day, amount: Number(r.total) })) };
}

export async function escrowTotals(db: Queryable) {
  const { rows } = await db.query<{
    currency: Currency;
    status: 'pending' | 'held' | 'released' | 'refunded' | 'frozen';
    n: string;
    amount: string;
  }>(
    `SELECT currency, status, count(*) AS n,
            sum(CASE WHEN status = 'refunded' THEN refunded_amount WHEN status IN ('held', 'frozen') THEN amount - refunded_amount ELSE amount END) AS amount
       FROM payments GROUP BY currency, status ORDER BY currency, status`,
  );
  const { rows: ledger } = await db.query<{ code: string; currency: Currency; balance: string }>(
    'SELECT code, currency, sum(balance) AS balance FROM ledger_accounts WHERE owner IS NULL GROUP BY code, currency ORDER BY code, currency',
  );
  return {
    totals: rows.map((r) => ({ currency: r.currency, status: r.status, count: Number(r.n), amount: Number(r.amount) })),
    ledger: ledger.map((r) => ({ account: r.code, currency: r.currency, balance: Number(r.balance) })),
  };
}
