import type { RpcRequest, financeEscrowListRpc, financePayoutQueueRpc } from '@oneway/contracts';
import { readPage, type Queryable } from '@oneway/eventstore';

/** Page bounds are validated integers (the contract), so they are written into the SQL. */
const limit = (p: { page: number; pageSize: number }) => `LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;

/** A person's name as staff read it, "Full Name (@username)"; null before identity's event arrived. */
const personColumns = (table: string, as = '') =>
  `${table}.full_name AS ${as}full_name, ${table}.username AS ${as}username`;
const personName = (r: Record<string, unknown>, as = '') => {
  const username = r[`${as}username`];
  return username ? `${String(r[`${as}full_name`]) || String(username)} (@${String(username)})` : null;
};

/** The payments behind one escrow total, newest first. */
export async function escrowList(db: Queryable, p: RpcRequest<typeof financeEscrowListRpc>) {
  const where = p.currency ? 'status = $1 AND currency = $2' : 'status = $1';
  const args: unknown[] = p.currency ? [p.status, p.currency] : [p.status];
  const { rows, total } = await readPage<Record<string, string | null>>(db, {
    rows: `SELECT p.id, p.shipment_id, p.sender_id, p.status, p.currency, p.amount, p.total, p.refunded_amount,
                  p.created_at, p.updated_at, l.tracking_number, l.from_location, l.to_location, s.traveler_id,
                  ${personColumns('u')}, ${personColumns('t', 'traveler_')}
             FROM (SELECT * FROM payments WHERE ${where} ORDER BY updated_at DESC, id ${limit(p)}) p
             LEFT JOIN shipment_labels l ON l.shipment_id = p.shipment_id
             LEFT JOIN shipments_view s ON s.shipment_id = p.shipment_id
             LEFT JOIN payments_people u ON u.user_id = p.sender_id
             LEFT JOIN payments_people t ON t.user_id = s.traveler_id
            ORDER BY p.updated_at DESC, p.id`,
    count: `SELECT count(*) AS n FROM payments WHERE ${where}`,
    params: args,
  });
  return {
    items: rows.map((r) => ({
      paymentId: r.id!,
      shipmentId: r.shipment_id!,
      trackingNumber: r.tracking_number ?? null,
      route: r.from_location ? `${r.from_location} → ${r.to_location}` : null,
      senderId: r.sender_id!,
      senderName: personName(r),
      travelerId: r.traveler_id ?? null,
      travelerName: personName(r, 'traveler_'),
      status: r.status!,
      currency: r.currency!,
      amount: Number(r.amount),
      total: Number(r.total),
      refundedAmount: Number(r.refunded_amount),
      createdAt: new Date(r.created_at!).toISOString(),
      updatedAt: new Date(r.updated_at!).toISOString(),
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

const WITHDRAWAL_STATUS = { in_flight: 'pending', failed: 'failed', paid: 'paid' } as const;

/** waiting: earnings still inside the payout hold; the rest: withdrawals by state. */
export async function payoutQueue(db: Queryable, p: RpcRequest<typeof financePayoutQueueRpc>) {
  const waiting = p.state === 'waiting';
  const { rows, total } = waiting
    ? await readPage<Record<string, unknown>>(db, {
        rows: `SELECT w.*, ${personColumns('u')}
                 FROM (SELECT id, user_id, amount, currency, status, NULL AS reason, details->>'availableAt' AS available_at, created_at
                         FROM wallet_transactions WHERE type = 'earning' AND status = 'pending' ORDER BY created_at, id ${limit(p)}) w
                 LEFT JOIN payments_people u ON u.user_id = w.user_id ORDER BY w.created_at, w.id`,
        count: `SELECT count(*) AS n FROM wallet_transactions WHERE type = 'earning' AND status = 'pending'`,
        params: [],
      })
    : await readPage<Record<string, unknown>>(db, {
        rows: `SELECT w.*, ${personColumns('u')}
                 FROM (SELECT id, user_id, amount, currency, status, failure_reason AS reason, NULL AS available_at, created_at
                         FROM withdrawals WHERE status = $1 ORDER BY created_at DESC, id ${limit(p)}) w
                 LEFT JOIN payments_people u ON u.user_id = w.user_id ORDER BY w.created_at DESC, w.id`,
        count: 'SELECT count(*) AS n FROM withdrawals WHERE status = $1',
        params: [WITHDRAWAL_STATUS[p.state as keyof typeof WITHDRAWAL_STATUS]],
      });
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      kind: waiting ? ('earning' as const) : ('withdrawal' as const),
      userId: String(r.user_id),
      userName: personName(r),
      amount: Number(r.amount),
      currency: String(r.currency),
      status: String(r.status),
      reason: (r.reason as string | null) ?? null,
      availableAt: (r.available_at as string | null) ?? null,
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

/** Every ledger line summed: per currency (debits must equal credits) and per account. */
export async function trialBalance(db: Queryable) {
  const { rows: cur } = await db.query<{ currency: string; d: string; c: string }>(
    `SELECT currency, coalesce(sum(amount) FILTER (WHERE side = 'debit'), 0) AS d,
            coalesce(sum(amount) FILTER (WHERE side = 'credit'), 0) AS c
       FROM ledger_lines GROUP BY currency ORDER BY currency`,
  );
  // Owned accounts (escrow:<shipment>, wallet:<user>) are grouped by their kind.
  const { rows: acc } = await db.query<{ account: string; currency: string; d: string; c: string }>(
    `SELECT split_part(account_code, ':', 1) AS account, currency,
            coalesce(sum(amount) FILTER (WHERE side = 'debit'), 0) AS d,
            coalesce(sum(amount) FILTER (WHERE side = 'credit'), 0) AS c
       FROM ledger_lines GROUP BY 1, 2 ORDER BY 2, 1`,
  );
  return {
    currencies: cur.map((r) => ({
      currency: r.currency,
      debits: Number(r.d),
      credits: Number(r.c),
      balanced: r.d === r.c,
    })),
    accounts: acc.map((r) => ({
      account: r.account,
      currency: r.currency,
      debits: Number(r.d),
      credits: Number(r.c),
      net: Number(r.d) - Number(r.c),
    })),
  };
}
