import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { PackageCondition, StoredPackageDetail } from './types';

export type CheckInInput = {
  pointId: string;
  trackingCode: string;
  condition: PackageCondition;
  conditionNotes: string;
  expectedPickupDate: string;
  handoffInstructions: string;
  emergencyContact: string;
  estimatedStorageDays: number;
  /** Ids from uploadRelayPhotos for this point. */
  photos: string[];
  requestId: string;
};

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
