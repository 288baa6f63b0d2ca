const all = ['relay'] as const;

/** Every query key of the relay feature (TanStack Query), from one factory. */
export const relayKeys = {
  all,
  mine: [...all, 'mine'] as const,
  admin: (params: object) => [...all, 'admin', params] as const,
  active: (filter: object) => [...all, 'active', filter] as const,
  storageLimits: [...all, 'storage-limits'] as const,
  inventory: (params: object) => [...all, 'inventory', params] as const,
  storedPackage: (pointId: string, packageId: string) => [...all, 'package', pointId, packageId] as const,
  /** Staff search by user (an admin-users query). */
  userSearch: (query: string) => ['admin-users', 'search', query] as const,
};
