import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import type { Page } from '@/lib/api-types/page';
import type { UnpaidShipment } from './types';

/**
 * The sender's open shipments with nothing held in escrow yet, for /payment without an id.
 * Reads the marketplace's GET /api/shipments (features do not import each other).
 */
export async function getUnpaidShipments(signal?: AbortSignal): Promise<UnpaidShipment[]> {
  const page = await api.get<Page<UnpaidShipment>>(
    '/api/shipments?as=sender&status=pending,matched&page=1&pageSize=50',
    signal,
  );
  return page.items.filter((s) => s.escrowStatus === 'none');
}

export const unpaidShipmentsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.unpaidShipments, queryFn: ({ signal }) => getUnpaidShipments(signal) });

export function useUnpaidShipments() {
  return useQuery(unpaidShipmentsQueryOptions());
}
