import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError } from '@oneway/contracts';
import type { Logger } from '@oneway/service-kit';
import type { Redis } from 'ioredis';
import { WebSocket, WebSocketServer } from 'ws';
import type { AccessTokenVerifier, VerifiedAccessToken } from '../../infrastructure/auth/access-token-verifier.js';
import type { DenyList } from '../../infrastructure/auth/deny-list.js';
import type { PresenceStore } from '../../infrastructure/presence/presence-store.js';

export interface UserStatusMessage {
  type: 'user_status';
  data: { userId: string; connected: boolean };
}

/** What crosses gateway instances on the Redis fan-out channel. */
type FanOut =
  | { kind: 'broadcast'; message: unknown }
  | { kind: 'to_user'; userId: string; message: unknown }
  | { kind: 'disconnect_user'; userId: string }
  | { kind: 'disconnect_session'; userId: string; sessionId: string };

interface Client {
  id: string;
  socket: WebSocket;
  token: VerifiedAccessToken;
  alive: boolean;
  expiryTimer: NodeJS.Timeout;
}

/** Close codes the web client can tell apart (4000-4999 are the application's). */
export const WS_CLOSE = { tokenExpired: 4001, revoked: 4003, shuttingDown: 1001 } as const;

/**
 * The `/ws` door. A socket is accepted only with a valid, unrevoked access token in
 * `?token=`; the user is the token's subject, never a `userId` parameter. Presence lives in
 * Redis; every message meant for sockets is published on one Redis channel that each
 * gateway instance delivers to the sockets it holds, so any number of gateways can run.
 */
export class WebSocketHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Map<string, Client>();
  private readonly byUser = new Map<string, Set<Client>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly channel: string;
  private closing = false;

  constructor(
    private readonly o: {
      verifier: AccessTokenVerifier;
      denyList: DenyList;
      presence: PresenceStore;
      redis: Redis;
      subscriber: Redis;
      keyPrefix: string;
      logger: Logger;
      heartbeatMs: number;
      /** Browser origins allowed to open sockets besides the gateway's own (the web app's). */
      allowedOrigins: string[];
    },
  ) {
    this.channel = `${o.keyPrefix}ws:fanout`;
  }

  async attach(server: Server): Promise<void> {
    await this.o.subscriber.subscribe(this.channel);
    this.o.subscriber.on('message', (channel, raw) => {
      if (channel === this.channel) this.deliver(JSON.parse(raw) as FanOut);
    });
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://gateway');
      if (url.pathname !== '/ws') return; // other upgrade paths are not ours
      void this.handleUpgrade(req, socket, head, url);
    });
    this.heartbeat = setInterval(() => this.beat(), this.o.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Sends to every socket of every gateway instance. */
  async broadcast(message: unknown): Promise<void> {
    await this.publish({ kind: 'broadcast', message });
  }

  /** Sends to one user's sockets wherever they are connected (messaging and notifications later). */
  async sendToUser(userId: string, message: unknown): Promise<void> {
    await this.publish({ kind: 'to_user', userId, message });
  }

  /** Closes a user's sockets on every instance (ban, password change). */
  async disconnectUser(userId: string): Promise<void> {
    await this.publish({ kind: 'disconnect_user', userId });
  }

  /** Closes the sockets of one session on every instance (logout, refresh-token reuse). */
  async disconnectSession(userId: string, sessionId: string): Promise<void> {
    await this.publish({ kind: 'disconnect_session', userId, sessionId });
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const clients = [...this.clients.values()];
    for (const c of clients) c.socket.close(WS_CLOSE.shuttingDown, 'server shutting down');
    await Promise.allSettled(clients.map((c) => this.forget(c)));
    await this.o.subscriber.unsubscribe(this.channel).catch(() => {});
    this.wss.close();
  }

  private async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    let token: VerifiedAccessToken;
    // A browser always sends Origin: only the web app (or a page this gateway served) may
    // open a socket. The token is the credential; this is defence in depth.
    const origin = req.headers.origin;
    if (origin && !this.originAllowed(origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    try {
      if (this.closing) throw new DomainError('SERVICE.UNAVAILABLE', 'unavailable', 'Shutting down');
      const raw = url.searchParams.get('token');
      if (!raw) throw new DomainError('AUTH.UNAUTHENTICATED', 'unauthorized', 'A token is required.');
      token = await this.o.verifier.verify(raw);
      if ((await this.o.denyList.check(token)) !== 'allowed') {
        throw new DomainError('AUTH.SESSION_REVOKED', 'unauthorized', 'This session has ended.');
      }
    } catch (err) {
      const status =
        err instanceof DomainError && err.kind === 'unavailable' ? '503 Service Unavailable' : '401 Unauthorized';
      if (!(err instanceof DomainError)) this.o.logger.error({ err }, 'websocket authentication failed unexpectedly');
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => void this.accept(ws, token));
  }

  private originAllowed(origin: string, host: string | undefined): boolean {
    if (this.o.allowedOrigins.includes(origin)) return true;
    try {
      return !!host && new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  private async accept(socket: WebSocket, token: VerifiedAccessToken): Promise<void> {
    const userId = token.actor.userId;
    const msUntilExpiry = Math.max(0, token.expiresAt * 1000 - Date.now());
    const client: Client = {
      id: randomUUID(),
      socket,
      token,
      alive: true,
      // The socket lives no longer than its token; the client reconnects with a fresh one.
      expiryTimer: setTimeout(() => socket.close(WS_CLOSE.tokenExpired, 'token expired'), msUntilExpiry),
    };
    client.expiryTimer.unref();
    this.clients.set(client.id, client);
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => void this.forget(client));
    socket.on('error', () => socket.terminate());
    socket.on('message', () => {
      // Client-to-server messages (typing…) belong to messaging, which is not built yet.
    });
    try {
      if (await this.o.presence.connect(userId, client.id)) {
        await this.broadcast({ type: 'user_status', data: { userId, connected: true } } satisfies UserStatusMessage);
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'presence update failed on connect');
    }
  }

  private async forget(client: Client): Promise<void> {
    if (!this.clients.delete(client.id)) return;
    clearTimeout(client.expiryTimer);
    const userId = client.token.actor.userId;
    const set = this.byUser.get(userId);
    set?.delete(client);
    if (set && !set.size) this.byUser.delete(userId);
    try {
      if (await this.o.presence.disconnect(userId, client.id)) {
        await this.broadcast({ type: 'user_status', data: { userId, connected: false } } satisfies UserStatusMessage);
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'presence update failed on disconnect');
    }
  }

  private beat(): void {
    for (const c of this.clients.values()) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
      void this.o.presence.touch(c.token.actor.userId, c.id).catch(() => {});
    }
  }

  private async publish(msg: FanOut): Promise<void> {
    await this.o.redis.publish(this.channel, JSON.stringify(msg));
  }

  private deliver(msg: FanOut): void {
    if (msg.kind === 'broadcast') {
      const data = JSON.stringify(msg.message);
      for (const c of this.clients.values()) if (c.socket.readyState === WebSocket.OPEN) c.socket.send(data);
      return;
    }
    const targets = this.byUser.get(msg.userId);
    if (!targets) return;
    for (const c of targets) {
      if (msg.kind === 'disconnect_user') c.socket.close(WS_CLOSE.revoked, 'session ended');
      else if (msg.kind === 'disconnect_session') {
        if (c.token.actor.sessionId === msg.sessionId) c.socket.close(WS_CLOSE.revoked, 'session ended');
      } else if (c.socket.readyState === WebSocket.OPEN) c.socket.send(JSON.stringify(msg.message));
    }
  }
}
