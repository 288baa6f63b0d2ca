import type { relayReleaseRpc, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { StoredPackageDetail } from './types';

// The point goes in the URL; the desk always sends the ID check, the code and a request id.
export type ReleaseInput = Required<Omit<RpcInput<typeof relayReleaseRpc>, 'relayPointId' | 'notes'>> & {
  pointId: string;
};

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
