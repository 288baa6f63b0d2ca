import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { StoredPackageDetail } from './types';

export type ReleaseInput = { pointId: string; packageId: string; idVerified: boolean; code: string; requestId: string };

/** POST /api/relay/points/:pointId/packages/:packageId/release — ID checks plus the collector's 6-digit code. */
export function releasePackage({ pointId, packageId, ...body }: ReleaseInput): Promise<StoredPackageDetail> {
  return api.post<StoredPackageDetail>(
    `/api/relay/points/${encodeURIComponent(pointId)}/packages/${encodeURIComponent(packageId)}/release`,
    body,
  );
}

export function useReleasePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releasePackage,
    onSuccess: () => client.invalidateQueries({ queryKey: relayKeys.all }),
  });
}
