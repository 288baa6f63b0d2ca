const all = ['verification'] as const;

/** Every query key of the verification feature (TanStack Query), from one factory. */
export const verificationKeys = {
  all,
  /** The caller's own verification (the root itself: a change invalidates everything below). */
  mine: all,
  admin: (filter: string) => [...all, 'admin', filter] as const,
};
