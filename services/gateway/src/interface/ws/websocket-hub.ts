import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError, authErrors, serviceErrors } from '@oneway/contracts';
import type { Logger } from '@oneway/service-kit/edge';
import type { Redis } from 'ioredis';
import { WebSocket, WebSocketServer } from 'ws';
import type { AccessTokenVerifier, VerifiedAccessToken } from '../../application/sessions.js';
import type { DenyList } from '../../application/sessions.js';
import type { Counterparts } from '../../application/presence.js';
import type { PresenceStore } from '../../application/presence.js';
import type { TypingStore } from '../../application/presence.js';

export interface UserStatusMessage {
  type: 'user_status';
  data: { userId: string; connected: boolean };
}

export interface TypingMessage {
  type: 'typing';
  data: { userId: string; isTyping: boolean };
}

/** What crosses gateway instances on the Redis fan-out channel. */
type FanOut =
  | { kind: 'broadcast'; message: unknown }
  | { kind: 'to_user'; userId: string; message: unknown }
  | { kind: 'to_users'; userIds: string[]; message: unknown }
  | { kind: 'disconnect_user'; userId: string }
  | { kind: 'disconnect_session'; userId: string; sessionId: string };

interface Client {
  id: string;
  socket: WebSocket;
  token: VerifiedAccessToken;
  alive: boolean;
  expiryTimer: NodeJS.Timeout;
  /**
   * The presence this socket was last told for each user: the same state is never sent
   * twice. Made with the first status sent (most idle sockets are told none).
   */
  statusSent: Map<string, boolean> | null;
  /**
   * The ids of the last messages this socket was sent: a message reaches it twice (the sending
   * gateway's fan-out, then the relayed event) and is sent once. Made with the first message.
   */
  messagesSent: Set<string> | null;
}

/** How many message ids a socket remembers: far more than can arrive between the two copies. */
const MESSAGES_REMEMBERED = 256;

/** Sockets pinged, and their presence refreshed in one Redis transaction, per step of a heartbeat. */
const BEAT_SLICE = 500;

/** Close codes the web client can tell apart (4000-4999 are the application's). */
export const WS_CLOSE = { tokenExpired: 4001, revoked: 4003, tooManySockets: 4008, shuttingDown: 1001 } as const;

/** A client message the hub refuses: it is answered with this, and nothing else happens. */
export interface SocketErrorMessage {
  type: 'error';
  data: { code: string; message: string };
}

/**
 * The `/ws` door. A socket is accepted only with a valid, unrevoked access token in
 * `?token=`; the user is the token's subject (a `userId` parameter naming anyone else is
 * refused), and one user holds at most a configured number of sockets. Presence and typing
 * live in Redis with TTLs and are shown only to counterparts (people with a conversation or
 * a shipment between them); every message meant for sockets is published on one Redis
 * channel that each gateway instance delivers to the sockets it holds, so any number of
 * gateways can run.
 */
export class WebSocketHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Map<string, Client>();
  private readonly byUser = new Map<string, Set<Client>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private beating = false;
  private lastBeatAt = performance.now();
  private sweeper: NodeJS.Timeout | null = null;
  /** Typing indicators this instance announced: `from>to` → when they lapse without an update. */
  private readonly typingDeadlines = new Map<string, { from: string; to: string; at: number }>();
  private readonly channel: string;
  private closing = false;

  constructor(
    private readonly o: {
      verifier: AccessTokenVerifier;
      denyList: DenyList;
      presence: PresenceStore;
      typing: TypingStore;
      counterparts: Counterparts;
      redis: Redis;
      subscriber: Redis;
      keyPrefix: string;
      logger: Logger;
      heartbeatMs: number;
      /** Typing and presence expiry sweep (spec §4: every 5 s). */
      sweepMs: number;
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
      // From here until `ws` takes the socket, nothing else listens for its errors: a client
      // that resets the connection while its token is checked would crash the process.
      socket.on('error', () => socket.destroy());
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://gateway');
      } catch {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      if (url.pathname !== '/ws') return; // other upgrade paths are not ours
      void this.handleUpgrade(req, socket, head, url);
    });
    this.heartbeat = setInterval(() => void this.beat(), this.o.heartbeatMs);
    this.heartbeat.unref();
    this.sweeper = setInterval(() => void this.sweep(), this.o.sweepMs);
    this.sweeper.unref();
  }

  /** Delivers to the sockets of these users that this instance holds (each instance gets the same feed). */
  deliverLocal(userIds: readonly string[], message: unknown): void {
    const data = JSON.stringify(message);
    for (const userId of new Set(userIds)) {
      for (const c of this.byUser.get(userId) ?? []) this.send(c, message, data);
    }
  }

  /**
   * One socket send. Presence reaches a socket by several paths (a counterpart connecting, a
   * new conversation introducing two people, the snapshot a new socket gets), which can race:
   * a socket is told a user's state only when it differs from what it was last told.
   */
  private send(c: Client, message: unknown, data = JSON.stringify(message)): void {
    if (c.socket.readyState !== WebSocket.OPEN) return;
    if (isUserStatus(message)) {
      c.statusSent ??= new Map();
      if (c.statusSent.get(message.data.userId) === message.data.connected) return;
      c.statusSent.set(message.data.userId, message.data.connected);
    } else if (isChatMessage(message)) {
      c.messagesSent ??= new Set();
      if (c.messagesSent.has(message.data.id)) return;
      c.messagesSent.add(message.data.id);
      // A Set iterates in insertion order: the first is the oldest.
      if (c.messagesSent.size > MESSAGES_REMEMBERED) c.messagesSent.delete(c.messagesSent.values().next().value!);
    }
    c.socket.send(data);
  }

  /** Two people just became counterparts: each online one learns whether the other is online. */
  async introduce(a: string, b: string): Promise<void> {
    const online = await this.o.presence.onlineAmong([a, b]);
    if (online.includes(b)) this.deliverLocal([a], userStatus(b, true));
    if (online.includes(a)) this.deliverLocal([b], userStatus(a, true));
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
    if (this.sweeper) clearInterval(this.sweeper);
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
      if (this.closing) throw serviceErrors.unavailable('The server is shutting down.');
      const raw = url.searchParams.get('token');
      if (!raw) throw authErrors.unauthenticated('A token is required.');
      token = await this.o.verifier.verify(raw);
      if (this.o.denyList.check(token) !== 'allowed') {
        throw authErrors.sessionRevoked();
      }
      // The spec's `userId` parameter may only repeat the token's user; another id is a forgery.
      const claimed = url.searchParams.get('userId');
      if (claimed && claimed !== token.actor.userId) {
        throw authErrors.forgedUser();
      }
    } catch (err) {
      const kind = err instanceof DomainError ? err.kind : 'unauthorized';
      const status =
        kind === 'unavailable'
          ? '503 Service Unavailable'
          : kind === 'forbidden'
            ? '403 Forbidden'
            : '401 Unauthorized';
      if (!(err instanceof DomainError)) this.o.logger.error({ err }, 'websocket authentication failed unexpectedly');
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    // The connection counts in presence before the handshake answers: once the client sees its
    // socket open, closing the user's other socket no longer reports them offline.
    const connectionId = randomUUID();
    const presence = await this.o.presence.connect(token.actor.userId, connectionId).catch((err: unknown) => {
      this.o.logger.warn({ err }, 'presence update failed on connect');
      return null;
    });
    // A handshake that never completes (the client left, a bad key) takes its entry back, unannounced.
    const abandoned = () => {
      if (presence === 'first' || presence === 'more')
        void this.o.presence.disconnect(token.actor.userId, connectionId).catch(() => {});
    };
    if (socket.destroyed) return abandoned();
    socket.once('close', abandoned);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('close', abandoned);
      void this.accept(ws, token, connectionId, presence);
    });
  }

  private originAllowed(origin: string, host: string | undefined): boolean {
    if (this.o.allowedOrigins.includes(origin)) return true;
    try {
      return !!host && new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  /** `presence`: what registering the connection answered (null: Redis failed; it stays unregistered). */
  private async accept(
    socket: WebSocket,
    token: VerifiedAccessToken,
    connectionId: string,
    presence: 'first' | 'more' | 'refused' | null,
  ): Promise<void> {
    const userId = token.actor.userId;
    const msUntilExpiry = Math.max(0, token.expiresAt * 1000 - Date.now());
    const client: Client = {
      id: connectionId,
      socket,
      token,
      alive: true,
      // The socket lives no longer than its token; the client reconnects with a fresh one.
      expiryTimer: setTimeout(() => socket.close(WS_CLOSE.tokenExpired, 'token expired'), msUntilExpiry),
      statusSent: null,
      messagesSent: null,
    };
    client.expiryTimer.unref();
    this.clients.set(client.id, client);
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => void this.forget(client));
    socket.on('error', () => socket.terminate());
    socket.on('message', (raw) => void this.onClientMessage(client, String(raw)));
    if (presence === 'refused') {
      // Not counted as a connection: forget it without touching presence.
      this.drop(client);
      socket.close(WS_CLOSE.tooManySockets, 'too many connections');
      return;
    }
    try {
      const counterparts = [...(await this.o.counterparts.of(token.actor))];
      if (presence === 'first') await this.toUsers(counterparts, userStatus(userId, true));
      // The new socket learns who of its counterparts is online now.
      for (const other of await this.o.presence.onlineAmong(counterparts)) {
        this.send(client, userStatus(other, true));
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'presence lookup failed on connect');
    }
  }

  /** Client → server: only `typing` (to a counterpart, as oneself). Anything else is refused. */
  private async onClientMessage(client: Client, raw: string): Promise<void> {
    const me = client.token.actor;
    let msg: { type?: unknown; data?: { recipientId?: unknown; isTyping?: unknown; userId?: unknown } };
    try {
      msg = JSON.parse(raw);
    } catch {
      return this.refuse(client, 'WS.INVALID', 'Messages must be JSON');
    }
    if (msg?.type !== 'typing') return this.refuse(client, 'WS.UNKNOWN_TYPE', 'Unknown message type');
    const d = msg.data ?? {};
    if (d.userId !== undefined && d.userId !== me.userId) {
      return this.refuse(client, 'WS.FORGED_USER', 'You can only type as yourself');
    }
    if (typeof d.recipientId !== 'string' || typeof d.isTyping !== 'boolean') {
      return this.refuse(client, 'WS.INVALID', 'typing needs recipientId and isTyping');
    }
    const to = d.recipientId;
    try {
      if (to === me.userId || !(await this.o.counterparts.includes(me, to))) {
        return this.refuse(client, 'WS.NOT_COUNTERPART', 'You can only show typing to people you talk with');
      }
      await this.o.typing.set(me.userId, to, d.isTyping);
      const key = `${me.userId}>${to}`;
      if (d.isTyping)
        this.typingDeadlines.set(key, { from: me.userId, to, at: Date.now() + this.o.typing.ttlSeconds * 1000 });
      else this.typingDeadlines.delete(key);
      await this.sendToUser(to, {
        type: 'typing',
        data: { userId: me.userId, isTyping: d.isTyping },
      } satisfies TypingMessage);
    } catch (err) {
      this.o.logger.warn({ err }, 'typing update failed');
    }
  }

  private refuse(client: Client, code: string, message: string): void {
    if (client.socket.readyState === WebSocket.OPEN) {
      client.socket.send(JSON.stringify({ type: 'error', data: { code, message } } satisfies SocketErrorMessage));
    }
  }

  /**
   * Every 5 s (spec §4): typing this instance announced that lapsed without an update ends
   * (unless another instance refreshed it), and users whose presence expired without a
   * goodbye (their gateway died) go offline for their counterparts, announced once.
   */
  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [key, t] of this.typingDeadlines) {
      if (t.at > now) continue;
      this.typingDeadlines.delete(key);
      try {
        if (!(await this.o.typing.isTyping(t.from, t.to))) {
          await this.sendToUser(t.to, {
            type: 'typing',
            data: { userId: t.from, isTyping: false },
          } satisfies TypingMessage);
        }
      } catch (err) {
        this.o.logger.warn({ err }, 'typing sweep failed');
      }
    }
    try {
      for (const userId of await this.o.presence.sweepExpired()) {
        const counterparts = await this.o.counterparts.of({ userId, role: 'user' });
        await this.toUsers([...counterparts], userStatus(userId, false));
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'presence sweep failed');
    }
    this.o.counterparts.retain((userId) => this.byUser.has(userId));
  }

  /** Sends to these users' sockets wherever they are connected. */
  async toUsers(userIds: string[], message: unknown): Promise<void> {
    if (userIds.length) await this.publish({ kind: 'to_users', userIds, message });
  }

  private drop(client: Client): void {
    this.clients.delete(client.id);
    clearTimeout(client.expiryTimer);
    const set = this.byUser.get(client.token.actor.userId);
    set?.delete(client);
    if (set && !set.size) this.byUser.delete(client.token.actor.userId);
  }

  private async forget(client: Client): Promise<void> {
    if (!this.clients.has(client.id)) return;
    this.drop(client);
    const userId = client.token.actor.userId;
    try {
      if (await this.o.presence.disconnect(userId, client.id)) {
        await this.toUsers([...(await this.o.counterparts.of(client.token.actor))], userStatus(userId, false));
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'presence update failed on disconnect');
    }
  }

  /**
   * Every heartbeat: a socket that did not answer the last ping is closed, the others are
   * pinged and their presence refreshed, `BEAT_SLICE` sockets at a time with the Redis
   * refresh awaited between slices. Ten thousand pings at once held the event loop (live
   * messages waited behind them) and left a heap of garbage that grew the process by 45 MB.
   */
  private async beat(): Promise<void> {
    if (this.beating) return; // the last beat is still going through its sockets
    this.beating = true;
    let refreshFailed: unknown = null;
    // After the event loop was stalled (a long GC, a starved CPU) the overdue beat runs before
    // the pongs that arrived meanwhile are read (timers run before I/O): a late beat pings
    // again instead of cutting sockets that did answer.
    const now = performance.now();
    const late = now - this.lastBeatAt > this.o.heartbeatMs * 1.5;
    this.lastBeatAt = now;
    try {
      const clients = [...this.clients.values()];
      for (let i = 0; i < clients.length && !this.closing; i += BEAT_SLICE) {
        const live: { userId: string; connectionId: string }[] = [];
        for (let j = i; j < Math.min(i + BEAT_SLICE, clients.length); j++) {
          const c = clients[j]!;
          if (!this.clients.has(c.id)) continue; // closed since the beat began
          if (!c.alive && !late) {
            c.socket.terminate();
            continue;
          }
          c.alive = false;
          c.socket.ping();
          live.push({ userId: c.token.actor.userId, connectionId: c.id });
        }
        // A failed refresh does not stop the beat: the next one refreshes again before the TTL.
        await this.o.presence.touchAll(live).catch((err: unknown) => (refreshFailed ??= err));
      }
    } finally {
      this.beating = false;
    }
    // Once per beat, not per slice: Redis being away is one fact.
    if (refreshFailed) this.o.logger.warn({ err: refreshFailed }, 'presence refresh failed');
  }

  private async publish(msg: FanOut): Promise<void> {
    await this.o.redis.publish(this.channel, JSON.stringify(msg));
  }

  private deliver(msg: FanOut): void {
    if (msg.kind === 'broadcast') {
      const data = JSON.stringify(msg.message);
      for (const c of this.clients.values()) this.send(c, msg.message, data);
      return;
    }
    if (msg.kind === 'to_users') return this.deliverLocal(msg.userIds, msg.message);
    const targets = this.byUser.get(msg.userId);
    if (!targets) return;
    for (const c of targets) {
      if (msg.kind === 'disconnect_user') c.socket.close(WS_CLOSE.revoked, 'session ended');
      else if (msg.kind === 'disconnect_session') {
        if (c.token.actor.sessionId === msg.sessionId) c.socket.close(WS_CLOSE.revoked, 'session ended');
      } else this.send(c, msg.message);
    }
  }
}

const isChatMessage = (message: unknown): message is { type: 'message'; data: { id: string } } =>
  (message as { type?: unknown } | null)?.type === 'message' &&
  typeof (message as { data?: { id?: unknown } }).data?.id === 'string';

const isUserStatus = (message: unknown): message is UserStatusMessage =>
  (message as { type?: unknown } | null)?.type === 'user_status';

const userStatus = (userId: string, connected: boolean): UserStatusMessage => ({
  type: 'user_status',
  data: { userId, connected },
});
