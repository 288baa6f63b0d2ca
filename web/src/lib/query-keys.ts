/**
 * The first element of every server-state query key, by resource. A feature builds its keys
 * from its own factory (`features/<f>/api/*-keys.ts`); when an action of one feature makes
 * another's data stale, it invalidates the root named here, never a literal.
 */
export const queryRoots = {
  shipments: ['shipments'] as const,
  trips: ['trips'] as const,
  interests: ['interests'] as const,
  relayPoints: ['relay-points'] as const,
  users: ['users'] as const,
  travelers: ['travelers'] as const,
  payments: ['payments'] as const,
  paymentMethods: ['payment-methods'] as const,
  profile: ['profile'] as const,
  auth: ['auth'] as const,
  privateFile: ['private-file'] as const,
  conversations: ['conversations'] as const,
  messages: ['messages'] as const,
  notifications: ['notifications'] as const,
};
