import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { StoredPackageDetail } from './types';

/** GET /api/relay/points/:pointId/packages/:packageId — one package with its history. */
export function getStoredPackage(
  pointId: string,
  packageId: string,
  signal?: AbortSignal,
): Promise<StoredPackageDetail> {
  return api.get<StoredPackageDetail>(
    `/api/relay/points/${encodeURIComponent(pointId)}/packages/${encodeURIComponent(packageId)}`,
    signal,
  );
}

export const storedPackageQueryOptions = (pointId: string, packageId: string) =>
  queryOptions({
    queryKey: relayKeys.storedPackage(pointId, packageId),
    queryFn: ({ signal }) => getStoredPackage(pointId, packageId, signal),
  });

export function useStoredPackage(pointId: string, packageId: string | null) {
  return useQuery({ ...storedPackageQueryOptions(pointId, packageId ?? ''), enabled: !!packageId });
}
