// The chart of accounts. Balances are kept in each account's normal sense (what the
// platform holds or owes), so "must not go negative" reads the same for every account.

export const ACCOUNT_KINDS = [
  /** Asset: card money that reached the platform's provider balance. */
  'payments_clearing',
  /** Liability per shipment: a sender's money held until delivery or refund. */
  'escrow',
  /** Liability per traveler: earned, still inside the payout hold. */
  'wallet_pending',
  /** Liability per traveler: may be withdrawn. */
  'wallet_available',
  /** Liability: withdrawals handed to the payout provider, not yet confirmed paid. */
  'payout_clearing',
  /** Revenue: the platform fee of held payments. */
  'platform_fee_revenue',
  /** Liability: refunds owed to senders until the provider confirms them. */
  'refunds',
  /** Liability: insurance premiums set aside for claims. */
  'insurance_reserve',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export type NormalSide = 'debit' | 'credit';

const NORMAL_SIDE: Record<AccountKind, NormalSide> = {
  payments_clearing: 'debit',
  escrow: 'credit',
  wallet_pending: 'credit',
  wallet_available: 'credit',
  payout_clearing: 'credit',
  platform_fee_revenue: 'credit',
  refunds: 'credit',
  insurance_reserve: 'credit',
};

/** Accounts that are one per shipment or per user; the others are platform-wide. */
const OWNED: ReadonlySet<AccountKind> = new Set(['escrow', 'wallet_pending', 'wallet_available']);

/**
 * Every account of this chart must stay at zero or above in its normal sense: none of them
 * may be overdrawn (a wallet, an escrow, the cash the provider holds). The set is explicit
 * so an account that may go negative (a suspense account) can be added deliberately.
 */
const MUST_NOT_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set(ACCOUNT_KINDS);

export interface Account {
  kind: AccountKind;
  /** Shipment id for escrow, user id for wallets, null for platform accounts. */
  owner: string | null;
}

export function normalSideOf(kind: AccountKind): NormalSide {
  return NORMAL_SIDE[kind];
}

export function mustNotGoNegative(kind: AccountKind): boolean {
  return MUST_NOT_GO_NEGATIVE.has(kind);
}

/** `escrow:<shipmentId>`, `wallet_available:<userId>`, `platform_fee_revenue`. */
export function accountCode(account: Account): string {
  if (OWNED.has(account.kind) !== (account.owner !== null)) {
    throw new Error(`Account ${account.kind} ${account.owner === null ? 'needs' : 'takes no'} owner`);
  }
  return account.owner === null ? account.kind : `${account.kind}:${account.owner}`;
}

export function parseAccountCode(code: string): Account {
  const [kind, owner] = code.split(':', 2) as [AccountKind, string | undefined];
  if (!(ACCOUNT_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown account ${code}`);
  return { kind, owner: owner ?? null };
}

export const accounts = {
  paymentsClearing: (): Account => ({ kind: 'payments_clearing', owner: null }),
  escrow: (shipmentId: string): Account => ({ kind: 'escrow', owner: shipmentId }),
  walletPending: (userId: string): Account => ({ kind: 'wallet_pending', owner: userId }),
  walletAvailable: (userId: string): Account => ({ kind: 'wallet_available', owner: userId }),
  payoutClearing: (): Account => ({ kind: 'payout_clearing', owner: null }),
  platformFeeRevenue: (): Account => ({ kind: 'platform_fee_revenue', owner: null }),
  refunds: (): Account => ({ kind: 'refunds', owner: null }),
  insuranceReserve: (): Account => ({ kind: 'insurance_reserve', owner: null }),
};
