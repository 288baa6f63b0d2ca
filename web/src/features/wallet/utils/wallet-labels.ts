import { shortMonthDay } from '@/lib/marketplace-format';
import type { WalletTransaction, WithdrawalView } from '../api/types';

const TYPE_LABELS: Record<WalletTransaction['type'], string> = {
  earning: 'Delivery earning',
  earning_available: 'Earning now available',
  earning_frozen: 'Held back for a claim',
  claim_share: 'Claim settlement',
  insurance_payout: 'Insurance payout',
  withdrawal: 'Withdrawal',
  withdrawal_reversal: 'Withdrawal returned',
};
export const transactionLabel = (type: WalletTransaction['type']) => TYPE_LABELS[type] ?? type;

/** Money leaving the wallet (a withdrawal, an earning a claim holds back) reads as negative. */
export const transactionSign = (type: WalletTransaction['type']) =>
  type === 'withdrawal' || type === 'earning_frozen' ? -1 : 1;

const WITHDRAWAL_STATUS: Record<WithdrawalView['status'], string> = {
  pending: 'Processing',
  paid: 'Paid',
  failed: 'Failed: the money is back in your balance',
};
export const withdrawalStatusText = (status: WithdrawalView['status']) => WITHDRAWAL_STATUS[status] ?? status;

/** 'Dec 3' style label of a calendar date (a chart tick: short, so without the year). */
export const dayLabel = (date: string): string => shortMonthDay(date);
