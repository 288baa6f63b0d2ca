import type { Currency } from './types';
import { queryRoots } from '@/lib/query-keys';

const all = ['wallet'] as const;

/** Every query key of the wallet feature (TanStack Query), from one factory. */
export const walletKeys = {
  all,
  summary: [...all, 'summary'] as const,
  earnings: (currency: Currency, days: number) => [...all, 'earnings', { currency, days }] as const,
  transactions: (page: number, currency?: Currency) => [...all, 'transactions', { page, currency }] as const,
  withdrawals: (page: number) => [...all, 'withdrawals', page] as const,
  /** The saved payment methods list, where a withdrawal goes. */
  payoutMethods: [...queryRoots.paymentMethods, 'list'] as const,
};
