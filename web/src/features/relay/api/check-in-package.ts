import type { relayCheckInRpc, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { PackageCondition, StoredPackageDetail } from './types';

// The form's shape: the point goes in the URL, blank text fields are '' (sent as null), and the
// contract's defaulted fields are always filled in.
type BlankableField = 'conditionNotes' | 'expectedPickupDate' | 'handoffInstructions' | 'emergencyContact';
export type CheckInInput = Required<
  Omit<RpcInput<typeof relayCheckInRpc>, 'relayPointId' | 'condition' | BlankableField>
> &
  Record<BlankableField, string> & { pointId: string; condition: PackageCondition };
/** POST /api/relay/points/:pointId/check-ins — the same `requestId` on a retry checks in once. */
export function checkInPackage({ pointId, ...body }: CheckInInput): Promise<StoredPackageDetail> {
  return api.post<StoredPackageDetail>(`/api/relay/points/${encodeURIComponent(pointId)}/check-ins`, {
    ...body,
    conditionNotes: body.conditionNotes || null,
    expectedPickupDate: body.expectedPickupDate || null,
    handoffInstructions: body.handoffInstructions || null,
    emergencyContact: body.emergencyContact || null,
  });
}

export function useCheckInPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkInPackage,
    onSuccess: () => client.invalidateQueries({ queryKey: relayKeys.all }),
  });
}
