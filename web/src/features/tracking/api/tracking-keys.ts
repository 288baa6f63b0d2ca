/** Every query key of the tracking feature (TanStack Query), from one factory. */
export const trackingKeys = {
  all: ['tracking'] as const,
  byNumber: (trackingNumber: string) => ['tracking', trackingNumber] as const,
};
