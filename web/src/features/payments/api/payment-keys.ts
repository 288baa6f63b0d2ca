import { queryRoots } from '@/lib/query-keys';

const all = queryRoots.payments;

/** Every query key of the payments feature (TanStack Query), from one factory. */
export const paymentKeys = {
  all,
  mine: (page: number) => [...all, 'mine', page] as const,
  payment: (shipmentId: string) => [...all, 'payment', shipmentId] as const,
  unpaidShipments: [...all, 'unpaid-shipments'] as const,
  checkout: (shipmentId: string, insured: boolean) => [...all, 'checkout', shipmentId, { insured }] as const,
};
