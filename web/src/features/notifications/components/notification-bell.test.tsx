import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveToastsHeld, notify, notifyLive, toaster } from '@/lib/toaster';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const note = (i: number, over: Record<string, unknown> = {}) => ({
  id: `n-${i}`,
  type: 'shipment_status_change',
  title: `Update ${i}`,
  content: `Content ${i}`,
  link: null,
  relatedId: `s-${i}`,
  read: false,
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  ...over,
});

function gateway(items: ReturnType<typeof note>[], unread: number) {
  const calls: { url: string; method: string; body?: string }[] = [];
  stubGateway(testUser(), (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
    if (url.startsWith('/api/notifications?'))
      return Response.json({ items, total: items.length, unread, page: 1, pageSize: 5 });
    if (url.startsWith('/api/notifications/') && init?.method === 'PATCH')
      return Response.json({ ...items[0], read: true });
    if (url === '/api/notifications/mark-all-read') return Response.json({ unread: 0 });
    if (url === '/api/messages/unread-count') return Response.json({ total: 0 });
    return undefined;
  });
  return calls;
}

describe('notification bell and dropdown (spec §2, §4, §9)', () => {
  it("badge shows the unread count and caps at '9+' above 9", async () => {
    gateway([note(1)], 12);
    renderRoute('/faq');
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 9+ unread' })).toBeTruthy();
  });

  it("dropdown asks for the latest 5 of the past 7 days and offers 'Mark all as read' only when unread exist", async () => {
    const calls = gateway([note(1), note(2)], 2);
    renderRoute('/faq');
    fireEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    const dropdown = await screen.findByTestId('notification-dropdown');
    expect(within(dropdown).getAllByTestId('notification-item')).toHaveLength(2);
    const list = calls.find((c) => c.url.startsWith('/api/notifications?'))!;
    const params = new URL(list.url, 'http://x').searchParams;
    expect(params.get('pageSize')).toBe('5');
    const since = Date.parse(params.get('since')!);
    expect(Math.abs(Date.now() - 7 * 86_400_000 - since)).toBeLessThan(120_000);
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/notifications/mark-all-read' && c.method === 'POST')).toBe(true),
    );
    expect(within(dropdown).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it("empty: 'No recent notifications' and no 'Mark all as read'", async () => {
    gateway([], 0);
    renderRoute('/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dropdown = await screen.findByTestId('notification-dropdown');
    await within(dropdown).findByText('No recent notifications');
    expect(within(dropdown).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('clicking a notification marks it read and opens its §4 link-map target', async () => {
    const calls = gateway([note(1, { type: 'shipment_status_change', relatedId: 'ship-9' })], 1);
    const { router } = renderRoute('/faq');
    fireEvent.click(await screen.findByRole('button', { name: /Notifications, 1 unread/ }));
    fireEvent.click(await screen.findByText('Update 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipments/ship-9'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/notifications/n-1' && c.method === 'PATCH' && c.body === '{"read":true}'),
      ).toBe(true),
    );
  });

  it("a closed bell keeps no hidden copy of its notifications in the page (a live toast's words are found once)", async () => {
    gateway([note(1, { title: 'New message from Alice' })], 1);
    renderRoute('/faq');
    await screen.findByRole('button', { name: /Notifications, 1 unread/ });
    expect(screen.queryByText('New message from Alice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Notifications, 1 unread/ }));
    expect(await screen.findByText('New message from Alice')).toBeTruthy();
  });

  it('opening the bell dismisses a live toast (the dropdown lists the same, in the same corner)', async () => {
    gateway([note(1, { title: 'Payment held in escrow' })], 1);
    renderRoute('/faq');
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unread/ });
    notify({ title: 'Payment held in escrow', description: 'Held until delivery.' });
    await screen.findByTestId('toast');
    fireEvent.click(bell);
    await screen.findByTestId('notification-dropdown');
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('while the dropdown is open a live notification shows no toast over its buttons; closed or gone, toasts show again', async () => {
    gateway([note(1, { title: 'Payment held in escrow' })], 1);
    const view = renderRoute('/faq');
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unread/ });
    expect(liveToastsHeld()).toBe(false);
    fireEvent.click(bell);
    const dropdown = await screen.findByTestId('notification-dropdown');
    await waitFor(() => expect(liveToastsHeld()).toBe(true));
    notifyLive({ title: 'Package picked up' });
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    fireEvent.click(bell);
    await waitFor(() => expect(liveToastsHeld()).toBe(false));
    // Open again, then the header goes (signed out, say): the hold goes with it.
    fireEvent.click(bell);
    await waitFor(() => expect(liveToastsHeld()).toBe(true));
    view.unmount();
    expect(liveToastsHeld()).toBe(false);
  });
});
