import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { RelayPointAdmin } from './types';

export type RelayPointAction =
  | { type: 'deactivate' | 'reactivate'; id: string }
  | { type: 'assign'; id: string; userId: string }
  | { type: 'unassign'; id: string; userId: string };

/** Deactivate / reactivate a point, assign or remove one of its staff (admin). */
export function manageRelayPoint(action: RelayPointAction): Promise<RelayPointAdmin> {
  const base = `/api/admin/relay-points/${encodeURIComponent(action.id)}`;
  switch (action.type) {
    case 'deactivate':
    case 'reactivate':
      return api.post<RelayPointAdmin>(`${base}/${action.type}`);
    case 'assign':
      return api.post<RelayPointAdmin>(`${base}/staff`, { userId: action.userId });
    case 'unassign':
      return apiRequest<RelayPointAdmin>(`${base}/staff/${encodeURIComponent(action.userId)}`, { method: 'DELETE' });
  }
}

export function useManageRelayPoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: manageRelayPoint,
    onSuccess: () => client.invalidateQueries({ queryKey: relayKeys.all }),
  });
}
