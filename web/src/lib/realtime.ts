import { REALTIME } from '@/config/constants';
import { getAccessToken, refreshAccessToken } from './session';

/** A live socket message (spec §3): a type plus data. */
export type LiveMessage = { type: string; data: Record<string, unknown> };
type Listener = (message: LiveMessage) => void;

/**
 * The one `/ws` connection of this tab. It carries `user_status`, `typing`, `notification`,
 * new messages and receipts; 3 s after a close it reconnects (spec §4) with the current
 * token, refreshing it first when the server closed for expiry (4001). Each open tells its
 * listeners (`connected` the first time, `reconnected` after) so they catch up on what they
 * missed while no socket listened.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private everOpened = false;

  constructor(
    private readonly urlFor: (token: string) => string,
    private readonly reconnectDelayMs: number = REALTIME.reconnectDelayMs,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.socket?.close(1000, 'signed out');
    this.socket = null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends when open; a message while reconnecting is dropped (typing is ephemeral). */
  send(message: LiveMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private emit(message: LiveMessage): void {
    for (const l of this.listeners) l(message);
  }

  private open(): void {
    const token = getAccessToken();
    if (!token) return this.scheduleReconnect(true);
    const socket = new WebSocket(this.urlFor(token));
    this.socket = socket;
    socket.onopen = () => {
      // Either way, what was fetched before this socket opened may already be stale (a
      // notification published while the page loaded): listeners catch up.
      this.emit({ type: this.everOpened ? 'reconnected' : 'connected', data: {} });
      this.everOpened = true;
    };
    socket.onmessage = (event) => {
      try {
        this.emit(JSON.parse(String(event.data)) as LiveMessage);
      } catch {
        // Not ours to show.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.emit({ type: 'disconnected', data: {} });
      this.scheduleReconnect(event.code === 4001);
    };
  }

  private scheduleReconnect(refreshFirst: boolean): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.stopped) return;
      if (refreshFirst) void refreshAccessToken().finally(() => this.open());
      else this.open();
    }, this.reconnectDelayMs);
  }
}

export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`;
}

/** This tab's connection, started when someone signs in. */
export const realtime = new RealtimeConnection(socketUrl);
