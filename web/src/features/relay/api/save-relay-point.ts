import type { adminUpdateRelayPointRpc, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { RelayPointAdmin } from './types';

// The edit form: the id goes in the URL (or as relayPointId on create); blank optional texts are ''.
export type RelayPointForm = Omit<RpcInput<typeof adminUpdateRelayPointRpc>, 'relayPointId' | 'zipCode' | 'notes'> & {
  zipCode: string;
  notes: string;
};
/** POST /api/admin/relay-points (new, client-chosen id) or PATCH /api/admin/relay-points/:id (edit). */
export function saveRelayPoint(input: { id: string; isNew: boolean; form: RelayPointForm }): Promise<RelayPointAdmin> {
  return input.isNew
    ? api.post<RelayPointAdmin>('/api/admin/relay-points', { relayPointId: input.id, ...input.form })
    : api.patch<RelayPointAdmin>(`/api/admin/relay-points/${encodeURIComponent(input.id)}`, input.form);
}

export function useSaveRelayPoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRelayPoint,
    onSuccess: () => client.invalidateQueries({ queryKey: relayKeys.all }),
  });
}
