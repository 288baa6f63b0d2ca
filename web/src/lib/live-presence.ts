import { useSyncExternalStore } from 'react';
import { REALTIME } from '@/config/constants';
import { realtime, type LiveMessage } from './realtime';

/**
 * Who is online and who is typing to me, from the live socket. The server only tells me
 * about my counterparts; typing also lapses here after 10 s without an update (spec §4), in
 * case the stop never arrives.
 */
const online = new Set<string>();
const typing = new Map<string, ReturnType<typeof setTimeout>>();
const subscribers = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const s of subscribers) s();
}

function setTyping(userId: string, isTyping: boolean) {
  const timer = typing.get(userId);
  if (timer) clearTimeout(timer);
  if (isTyping) {
    typing.set(
      userId,
      setTimeout(() => {
        typing.delete(userId);
        changed();
      }, REALTIME.typingTimeoutMs),
    );
  } else typing.delete(userId);
  changed();
}

export function applyLiveMessage(message: LiveMessage): void {
  const d = message.data as { userId?: string; connected?: boolean; isTyping?: boolean; senderId?: string };
  if (message.type === 'user_status' && d.userId) {
    if (d.connected) online.add(d.userId);
    else online.delete(d.userId);
    changed();
  } else if (message.type === 'typing' && d.userId) {
    setTyping(d.userId, !!d.isTyping);
  } else if (message.type === 'message' && d.senderId && typing.has(d.senderId)) {
    // A message ends its author's typing.
    setTyping(d.senderId, false);
  } else if (message.type === 'reconnected') {
    online.clear();
    changed();
  }
}

realtime.subscribe(applyLiveMessage);

function subscribe(fn: () => void) {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

export function useIsOnline(userId: string | undefined): boolean {
  useSyncExternalStore(subscribe, () => version);
  return !!userId && online.has(userId);
}

export function useIsTyping(userId: string | undefined): boolean {
  useSyncExternalStore(subscribe, () => version);
  return !!userId && typing.has(userId);
}
