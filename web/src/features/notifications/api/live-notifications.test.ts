import { describe, expect, it } from 'vitest';
import { rememberLiveNotification, withLiveNotifications, type AppNotification } from './get-notifications';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const n = (id: string, minutesAgo: number, read = false): AppNotification => ({
  id,
  type: 'payment_update',
  title: `Title ${id}`,
  content: '',
  link: null,
  relatedId: null,
  read,
  createdAt: at(minutesAgo),
});
const page = (items: AppNotification[]) => ({
  items,
  total: items.length,
  unread: items.filter((i) => !i.read).length,
  page: 1,
  pageSize: 5,
});

describe('the bell keeps a live notification the server does not list yet (its read model lags the socket)', () => {
  it('adds it to the latest 5, newest first, counted as unread, until the server lists it', () => {
    rememberLiveNotification(n('live-1', 0));
    const stale = withLiveNotifications(page([n('a', 1), n('b', 2, true), n('c', 3), n('d', 4), n('e', 5)]), 5);
    expect(stale.items.map((i) => i.id)).toEqual(['live-1', 'a', 'b', 'c', 'd']);
    expect(stale).toMatchObject({ unread: 5, total: 6 });
    // Once listed, it is the server's copy that counts (no double count), and it is forgotten.
    const fresh = withLiveNotifications(page([{ ...n('live-1', 0), read: true }, n('a', 1)]), 5);
    expect(fresh).toMatchObject({ unread: 1, total: 2 });
    expect(withLiveNotifications(page([n('a', 1)]), 5).items.map((i) => i.id)).toEqual(['a']);
  });

  it('forgets one the server never lists after two minutes', () => {
    rememberLiveNotification(n('gone', 3));
    expect(withLiveNotifications(page([]), 5).items).toEqual([]);
  });

  it("one older than a full page's oldest item is off the page, not missing: it is not counted ('Mark all as read' clears the badge)", () => {
    // All within the two minutes a live one is kept.
    rememberLiveNotification(n('older', 1.5));
    rememberLiveNotification(n('newest', 0));
    const allRead = page([n('a', 0.2, true), n('b', 0.4, true), n('c', 0.6, true), n('d', 0.8, true), n('e', 1, true)]);
    const shown = withLiveNotifications(allRead, 5);
    // The newest is missing from the read model (it lags the socket): listed and counted.
    expect(shown.items.map((i) => i.id)).toEqual(['newest', 'a', 'b', 'c', 'd']);
    expect(shown.unread).toBe(1);
    // On a page that is not full, the older one would be listed if the server had it.
    expect(withLiveNotifications(page([n('a', 0.2, true)]), 5).items.map((i) => i.id)).toEqual([
      'newest',
      'a',
      'older',
    ]);
  });
});
