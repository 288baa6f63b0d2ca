/** Every query key of achievements (TanStack Query), from one factory. */
export const achievementKeys = {
  all: ['achievements'] as const,
  /** Mine without a user id. */
  of: (userId?: string) => ['achievements', userId ?? 'me'] as const,
};
