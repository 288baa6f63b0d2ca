import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const THEM = '22222222-2222-4222-8222-222222222222';
const ME = 'u-1';

function gateway() {
  const user = testUser({ id: ME });
  stubGateway(user, (url) => {
    if (url === '/api/auth/refresh')
      return Response.json({
        accessToken: `e30.${btoa(JSON.stringify({ sub: ME }))}.sig`,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        user,
      });
    if (url.startsWith(`/api/conversations/${THEM}/messages`))
      return Response.json({
        items: [
          {
            id: 'm-1',
            conversationId: 'c-1',
            senderId: THEM,
            recipientId: ME,
            content: 'Pickup at 5 at the main gate?',
            shipmentId: null,
            messageType: 'text',
            delivered: true,
            read: true,
            reactionEmoji: null,
            createdAt: new Date(Date.now() - 60_000).toISOString(),
          },
        ],
        hasMore: false,
        user: { id: THEM, fullName: 'Bola Traveler', username: 'bola' },
      });
    if (url.startsWith('/api/conversations')) return Response.json({ items: [], totalUnread: 0 });
    if (url.startsWith('/api/notifications'))
      return Response.json({ items: [], total: 0, unread: 0, page: 1, pageSize: 5 });
    if (url === '/api/messages/unread-count') return Response.json({ total: 0 });
    return undefined;
  });
}

/** Opens the conversation with THEM, its live socket open; returns a way to push a server message. */
async function openConversation() {
  gateway();
  renderRoute(`/messages/${THEM}`);
  await within(await screen.findByTestId('thread')).findByText('Pickup at 5 at the main gate?');
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.instances.at(-1)!;
  act(() => socket.open());
  return (type: string, data: Record<string, unknown>) =>
    act(() => socket.onmessage?.({ data: JSON.stringify({ type, data }) }));
}

const presence = () => screen.getByTestId('presence-line').textContent;

describe('typing indicator (spec §4, §9: typing timeout 10 s)', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§4/§9 the typing indicator shows on a typing update, is still shown just before 10 s, and is gone 10 s after the last typing update', async () => {
    const push = await openConversation();
    expect(presence()).toBe('Offline');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    push('typing', { userId: THEM, isTyping: true });
    expect(presence()).toBe('typing…');

    act(() => vi.advanceTimersByTime(9_999));
    expect(presence()).toBe('typing…');

    act(() => vi.advanceTimersByTime(1));
    expect(presence()).toBe('Offline');
  });

  it('§4/§9 each typing update restarts the 10 s: the indicator lasts until 10 s after the latest one', async () => {
    const push = await openConversation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    push('typing', { userId: THEM, isTyping: true });
    act(() => vi.advanceTimersByTime(6_000));
    push('typing', { userId: THEM, isTyping: true });

    // 10 s after the first update, 4 s after the latest: still typing.
    act(() => vi.advanceTimersByTime(4_000));
    expect(presence()).toBe('typing…');
    act(() => vi.advanceTimersByTime(5_999));
    expect(presence()).toBe('typing…');
    act(() => vi.advanceTimersByTime(1));
    expect(presence()).toBe('Offline');
  });
});
