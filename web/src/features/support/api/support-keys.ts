const all = ['support-tickets'] as const;

/** Every query key of the support feature (TanStack Query), from one factory. */
export const supportKeys = {
  all,
  mine: [...all, 'mine'] as const,
  myTicket: (id: string) => [...all, 'mine', id] as const,
  queue: (filter: object) => [...all, 'queue', filter] as const,
  staffTicket: (id: string) => [...all, 'staff', id] as const,
  attachment: (url: string) => [...all, 'attachment', url] as const,
};
