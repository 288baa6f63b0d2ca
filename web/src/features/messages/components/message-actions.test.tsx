import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const THEM = '22222222-2222-4222-8222-222222222222';
const ME = 'u-1';
const message = (id: string, senderId: string, content: string, reactionEmoji: string | null = null) => ({
  id,
  conversationId: 'c-1',
  senderId,
  recipientId: senderId === ME ? THEM : ME,
  content,
  shipmentId: null,
  messageType: 'text',
  delivered: true,
  read: true,
  reactionEmoji,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
});

function gateway(over: { report?: Response } = {}) {
  const calls: { url: string; method: string; body?: string }[] = [];
  const received = message('m-1', THEM, 'Pickup at 5 at the main gate?');
  const mine = message('m-2', ME, 'Yes, see you there');
  const user = testUser({ id: ME });
  stubGateway(user, (url, init) => {
    const method = init?.method ?? 'GET';
    // The thread tells my messages from theirs by the access token's subject.
    if (url === '/api/auth/refresh')
      return Response.json({
        accessToken: `e30.${btoa(JSON.stringify({ sub: ME }))}.sig`,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        user,
      });
    calls.push({ url, method, body: init?.body as string | undefined });
    if (url.startsWith(`/api/conversations/${THEM}/messages`))
      return Response.json({
        items: [mine, received],
        hasMore: false,
        user: { id: THEM, fullName: 'Bola Traveler', username: 'bola' },
      });
    if (url.startsWith('/api/conversations?') || url === '/api/conversations')
      return Response.json({ items: [], totalUnread: 0 });
    if (url === '/api/messages/m-1/reaction' && method === 'PUT') {
      const { emoji } = JSON.parse(init!.body as string) as { emoji: string | null };
      return Response.json({ ...received, reactionEmoji: emoji });
    }
    if (url === '/api/messages/m-1/report' && method === 'POST')
      return over.report ?? Response.json({ reported: true });
    if (url.startsWith('/api/notifications'))
      return Response.json({ items: [], total: 0, unread: 0, page: 1, pageSize: 5 });
    if (url === '/api/messages/unread-count') return Response.json({ total: 0 });
    return undefined;
  });
  return calls;
}

async function openOptions() {
  const thread = await screen.findByTestId('thread');
  await within(thread).findByText('Pickup at 5 at the main gate?');
  // Only the message I received has options: I cannot react to or report my own.
  const buttons = within(thread).getAllByRole('button', { name: 'Options for the message from Bola Traveler' });
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]!);
  return thread;
}

describe('message reactions and reports in the thread (issue 13: an emoji reaction; report a message, kept for staff)', () => {
  it('reacting with an emoji sends it and shows it under the message; choosing it again removes it', async () => {
    const calls = gateway();
    renderRoute(`/messages/${THEM}`);
    const thread = await openOptions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'React with ❤️' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/messages/m-1/reaction',
        body: JSON.stringify({ emoji: '❤️' }),
      }),
    );
    expect(await within(thread).findByLabelText('Reaction ❤️')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Options for the message from Bola Traveler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove reaction' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toBe(JSON.stringify({ emoji: null })),
    );
    await waitFor(() => expect(within(thread).queryByLabelText('Reaction ❤️')).toBeNull());
  });

  it('reporting asks for an optional reason, sends it, and confirms', async () => {
    const calls = gateway();
    renderRoute(`/messages/${THEM}`);
    await openOptions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    expect(within(dialog).getByText('Pickup at 5 at the main gate?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Asks to meet off-platform' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/messages/m-1/report')).toMatchObject({
        method: 'POST',
        body: JSON.stringify({ reason: 'Asks to meet off-platform' }),
      }),
    );
    expect(await screen.findByText('Message reported')).toBeTruthy();
  });

  it('a refused report keeps the dialog open with the reason it was refused', async () => {
    gateway({
      report: Response.json(
        { status: 404, title: 'Not Found', code: 'MESSAGING.MESSAGE_NOT_FOUND', detail: 'Message not found' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    });
    renderRoute(`/messages/${THEM}`);
    await openOptions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(/Message not found/)).toBeTruthy();
  });
});
