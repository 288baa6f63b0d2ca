import { describe, expect, it } from 'vitest';
import { toastForNotification } from './realtime-bridge';

describe('live notification toasts (spec §3, §4)', () => {
  it('a notification of type silent_update shows no toast', () => {
    expect(toastForNotification({ type: 'silent_update', title: 'Sync' })).toBeNull();
  });
  it("a toast's title defaults to 'New Notification'", () => {
    expect(toastForNotification({ type: 'payment_update', content: 'Held' })).toEqual({
      title: 'New Notification',
      description: 'Held',
    });
    expect(toastForNotification({ type: 'new_message', title: 'New message from Ada' })?.title).toBe(
      'New message from Ada',
    );
  });
});
