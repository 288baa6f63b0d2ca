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
 * Shows a toast, replacing the one on screen: with a limit of one the newest message is the
 * relevant one, so older ones are removed at once rather than queued behind it.
 */
export function notify(notice: Notice): void {
  toaster.remove();
  toaster.create({
    title: notice.title,
    description: notice.description,
    type: notice.type ?? 'info',
    duration: notice.duration ?? TOAST.defaultDurationMs,
    closable: true,
  });
}
