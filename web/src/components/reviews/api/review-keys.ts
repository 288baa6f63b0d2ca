const all = ['reviews'] as const;

/** Every query key of reviews (TanStack Query), from one factory. */
export const reviewKeys = {
  all,
  shipment: (shipmentId: string) => [...all, 'shipment', shipmentId] as const,
  user: (userId: string, page: number) => [...all, 'user', userId, page] as const,
  admin: (filter: string, page: number) => [...all, 'admin', filter, page] as const,
};
