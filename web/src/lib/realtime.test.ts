import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { RealtimeConnection, socketUrl } from './realtime';
import { storeSession, clearSession } from './session';

describe('live socket (spec §4: reconnects 3 s after a close)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    storeSession({
      accessToken: 'tok',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: {} as never,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('reconnects 3 s after the socket closes, then announces the reconnect so screens catch up', () => {
    const conn = new RealtimeConnection((t) => `ws://x/ws?token=${t}`);
    const seen: string[] = [];
    conn.subscribe((m) => seen.push(m.type));
    conn.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.onclose?.({ code: 1001 });
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.open();
    expect(seen).toEqual(['connected', 'disconnected', 'reconnected']);
    conn.stop();
  });

  it('announces the first open too: data fetched while the page loaded is refetched (a notification sent meanwhile is not missed)', () => {
    const conn = new RealtimeConnection((t) => `ws://x/ws?token=${t}`);
    const seen: string[] = [];
    conn.subscribe((m) => seen.push(m.type));
    conn.start();
    expect(seen).toEqual([]);
    FakeSocket.instances[0]!.open();
    expect(seen).toEqual(['connected']);
    conn.stop();
  });

  it('sends typing only while open and passes server messages on', () => {
    const conn = new RealtimeConnection((t) => `ws://x/ws?token=${t}`);
    const seen: unknown[] = [];
    conn.subscribe((m) => seen.push(m));
    conn.start();
    const s = FakeSocket.instances[0]!;
    conn.send({ type: 'typing', data: { recipientId: 'u2', isTyping: true } });
    expect(s.sent).toEqual([]);
    s.open();
    conn.send({ type: 'typing', data: { recipientId: 'u2', isTyping: true } });
    expect(JSON.parse(s.sent[0]!)).toEqual({ type: 'typing', data: { recipientId: 'u2', isTyping: true } });
    s.onmessage?.({ data: JSON.stringify({ type: 'user_status', data: { userId: 'u2', connected: true } }) });
    expect(seen).toEqual([
      { type: 'connected', data: {} },
      { type: 'user_status', data: { userId: 'u2', connected: true } },
    ]);
    conn.stop();
  });

  it('uses wss on https and puts the token in the query', () => {
    expect(socketUrl('a b', { protocol: 'https:', host: 'oneway.example' })).toBe(
      'wss://oneway.example/ws?token=a%20b',
    );
  });
});
