import { createToaster } from '@chakra-ui/react';
import { TOAST } from '@/config/constants';

/**
 * Spec §9: one toast at a time, 5000 ms default, hotkey F8. Issue 18 item 4: toasts sit at the
 * top, below the sticky header, where a form's primary button (at the end of the form, where
 * the person just clicked) is not: at the bottom they covered 'Update Password' at 1280×800.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: '76px', right: '16px', bottom: '16px', left: '16px' },
  max: TOAST.max,
  duration: TOAST.defaultDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type Notice = {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
  duration?: number;
};

/**
 * How long the toast of the person's own action stays before a live notification may replace
 * it: the notification about that same action often arrives in the same instant, and replacing
 * 'Pickup confirmed' before anyone could read it leaves the person unsure the click worked.
 */
export const OWN_ACTION_TOAST_HOLD_MS = 2_000;

let ownActionShownAt = Number.NEGATIVE_INFINITY;
let waitingLive: ReturnType<typeof setTimeout> | undefined;
let liveToastsOnHold = false;

/** Whether live toasts are on hold ({@link holdLiveToasts}). */
export const liveToastsHeld = (): boolean => liveToastsOnHold;

/**
 * While the bell's dropdown is open it lists what arrives live, in the corner where a live
 * toast would show over it and take the clicks meant for its buttons ('Mark all as read'):
 * live toasts are not shown then, and the one on screen goes. The person's own action toasts
 * still show.
 */
export function holdLiveToasts(held: boolean): void {
  liveToastsOnHold = held;
  if (!held) return;
  clearTimeout(waitingLive);
  waitingLive = undefined;
  toaster.remove();
}

/**
 * Shows a toast, replacing the one on screen: with a limit of one the newest message is the
 * relevant one, so older ones are removed at once rather than queued behind it.
 */
export function notify(notice: Notice): void {
  ownActionShownAt = Date.now();
  show(notice);
}

/**
 * Shows a toast for something that arrived live (a notification on the socket). It replaces the
 * one on screen too, except a toast of the person's own action younger than
 * {@link OWN_ACTION_TOAST_HOLD_MS}: then it waits until that one has been up that long. Of
 * several live toasts waiting, only the newest is shown; none while {@link holdLiveToasts}.
 */
export function notifyLive(notice: Notice): void {
  clearTimeout(waitingLive);
  waitingLive = undefined;
  if (liveToastsOnHold) return;
  const wait = ownActionShownAt + OWN_ACTION_TOAST_HOLD_MS - Date.now();
  if (wait <= 0) {
    show(notice);
    return;
  }
  waitingLive = setTimeout(() => notifyLive(notice), wait);
}

function show(notice: Notice): void {
  toaster.remove();
  toaster.create({
    title: notice.title,
    description: notice.description,
    type: notice.type ?? 'info',
    duration: notice.duration ?? TOAST.defaultDurationMs,
    closable: true,
  });
}
