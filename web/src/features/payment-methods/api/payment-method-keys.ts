import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.paymentMethods;

/** Every query key of the payment methods feature (TanStack Query), from one factory. */
export const paymentMethodKeys = {
  all,
  list: [...all, 'list'] as const,
};
