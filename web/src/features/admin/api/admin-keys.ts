const all = ['admin'] as const;
const users = [...all, 'users'] as const;
const finance = [...all, 'finance'] as const;
const countryRequests = [...all, 'country-requests'] as const;

/** Every query key of the admin area (TanStack Query), from one factory; a staff change invalidates by these. */
export const adminKeys = {
  all,
  dashboard: [...all, 'dashboard'] as const,
  audit: (filter: object) => [...all, 'audit', filter] as const,
  users,
  userList: (filter: object) => [...users, filter] as const,
  user: (userId: string) => [...users, 'one', userId] as const,
  userTimeline: (userId: string) => [...users, 'timeline', userId] as const,
  settings: (source: string) => [...all, 'settings', source] as const,
  countryRequests,
  countryRequestList: (status: string, page: number) => [...countryRequests, status, page] as const,
  finance,
  financeTotals: [...finance, 'totals'] as const,
  escrow: (status: string, page: number) => [...finance, 'escrow', status, page] as const,
  payouts: (state: string, page: number) => [...finance, 'payouts', state, page] as const,
  trialBalance: [...finance, 'trial-balance'] as const,
  reconciliations: [...finance, 'reconciliations'] as const,
};
