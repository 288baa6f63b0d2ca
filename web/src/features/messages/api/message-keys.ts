import { queryRoots } from '@/lib/query-keys';

const conversations = queryRoots.conversations;
const threads = queryRoots.messages;

/** Every query key of the messages feature (TanStack Query), from one factory. */
export const messageKeys = {
  conversations,
  conversationList: (shipmentId?: string) => [...conversations, 'list', shipmentId ?? 'all'] as const,
  unread: [...conversations, 'unread'] as const,
  threads,
  threadsWith: (userId: string) => [...threads, userId] as const,
  thread: (userId: string, shipmentId?: string) => [...threads, userId, shipmentId ?? 'all'] as const,
};
