import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { Inventory } from './types';

export type InventoryParams = { pointId: string; page: number; pageSize: number; search: string };

/** GET /api/relay/points/:pointId/packages — stored packages, newest first, with the status summary. */
export function getInventory(p: InventoryParams, signal?: AbortSignal): Promise<Inventory> {
  const query = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search.trim()) query.set('search', p.search.trim());
  return api.get<Inventory>(`/api/relay/points/${encodeURIComponent(p.pointId)}/packages?${query}`, signal);
}

export const inventoryQueryOptions = (p: InventoryParams) =>
  queryOptions({
    queryKey: relayKeys.inventory(p),
    queryFn: ({ signal }) => getInventory(p, signal),
    placeholderData: keepPreviousData,
  });

export function useInventory(p: InventoryParams | null) {
  return useQuery({
    ...inventoryQueryOptions(p ?? { pointId: '', page: 1, pageSize: 10, search: '' }),
    enabled: !!p,
  });
}
