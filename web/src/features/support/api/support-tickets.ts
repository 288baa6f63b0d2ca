import type {
  myTicketRpc,
  myTicketsRpc,
  openTicketRpc,
  replyMyTicketRpc,
  RpcInput,
  RpcResponse,
  StaffTicketMessageView,
  StaffTicketSummary,
  staffReplyTicketRpc,
  staffTicketRpc,
  staffTicketsRpc,
  TicketCategory,
  TicketMessageView,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@oneway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

export type { TicketCategory, TicketPriority, TicketStatus } from '@oneway/contracts';

export const TICKET_CATEGORIES: Record<TicketCategory, string> = {
  general: 'General question',
  shipment: 'A shipment',
  payment: 'Payments and earnings',
  account: 'My account',
  claim: 'Claims',
  technical: 'Something does not work',
};
export const TICKET_PRIORITIES: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};
export const TICKET_STATUSES: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_user: 'Waiting on you',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** The same statuses as staff read them: the ticket waits on its owner, not on the reader. */
export const STAFF_TICKET_STATUSES: Record<TicketStatus, string> = {
  ...TICKET_STATUSES,
  waiting_on_user: 'Waiting on user',
};

/** A ticket as its owner sees it (ticketSummarySchema). */
export type Ticket = TicketSummary;
/** A ticket in the staff queue: with its owner and assignee (staffTicketSummarySchema). */
export type StaffTicket = StaffTicketSummary;
// One thread component shows both the owner's messages and staff's, which add `isInternal`.
export type TicketMessage = TicketMessageView & Partial<Pick<StaffTicketMessageView, 'isInternal'>>;
type Thread = RpcResponse<typeof myTicketRpc>;
type StaffThread = RpcResponse<typeof staffTicketRpc>;

const enc = encodeURIComponent;

export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.mine,
    queryFn: ({ signal }) => api.get<RpcResponse<typeof myTicketsRpc>>('/api/support/tickets', signal),
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.myTicket(id),
    queryFn: ({ signal }) => api.get<Thread>(`/api/support/tickets/${enc(id)}`, signal),
  });
}

// The form holds the files; their ids exist only after the upload this hook does first.
export type OpenTicketInput = Omit<RpcInput<typeof openTicketRpc>, 'attachmentIds'> & { files: File[] };
export function useOpenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...input }: OpenTicketInput) => {
      let attachmentIds: string[] = [];
      if (files.length) {
        const form = new FormData();
        for (const f of files) form.append('files', f, f.name);
        const up = await api.upload<{ files: { id: string }[] }>('/api/support/tickets/attachments', form);
        attachmentIds = up.files.map((f) => f.id);
      }
      return api.post<Ticket>('/api/support/tickets', { ...input, attachmentIds });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useReplyMyTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RpcInput<typeof replyMyTicketRpc>, 'ticketId'>) =>
      api.post<Thread>(`/api/support/tickets/${enc(id)}/messages`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useCloseMyTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Ticket>(`/api/support/tickets/${enc(id)}/close`),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export type QueueFilter = { status?: string; priority?: string; category?: string; assignee?: string; page: number };

export function useTicketQueue(f: QueueFilter) {
  const q = new URLSearchParams({ page: String(f.page) });
  for (const k of ['status', 'priority', 'category', 'assignee'] as const) if (f[k]) q.set(k, f[k]!);
  return useQuery({
    queryKey: supportKeys.queue(f),
    queryFn: ({ signal }) => api.get<RpcResponse<typeof staffTicketsRpc>>(`/api/admin/support/tickets?${q}`, signal),
  });
}

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.staffTicket(id),
    queryFn: ({ signal }) => api.get<StaffThread>(`/api/admin/support/tickets/${enc(id)}`, signal),
  });
}

export function useStaffTicketActions(id: string) {
  const client = useQueryClient();
  // Not awaited: the form clears as soon as the server answered, before the thread refetches.
  const done = () => void client.invalidateQueries({ queryKey: supportKeys.all });
  const base = `/api/admin/support/tickets/${enc(id)}`;
  return {
    reply: useMutation({
      mutationFn: (input: Omit<RpcInput<typeof staffReplyTicketRpc>, 'ticketId'>) =>
        api.post<StaffThread>(`${base}/messages`, input),
      onSuccess: done,
    }),
    assign: useMutation({
      mutationFn: (assigneeId: string | null) => api.post<StaffTicket>(`${base}/assign`, { assigneeId }),
      onSuccess: done,
    }),
    status: useMutation({
      mutationFn: (status: TicketStatus) => api.post<StaffTicket>(`${base}/status`, { status }),
      onSuccess: done,
    }),
  };
}
