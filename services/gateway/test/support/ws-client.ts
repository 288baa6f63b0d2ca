import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { startMessagingForGateway } from './messaging-for-gateway.js';
import { signAccessToken, type SigningKey } from './test-keys.js';

/** A test's socket: what it received, how many pings the gateway sent it, and its close code. */
export interface WsConn {
  ws: WebSocket;
  messages: unknown[];
  pings: number;
  closed: Promise<number>;
}

/**
 * Opens `/ws`; rejects with `{status}` when the gateway refuses the upgrade. With
 * `autoPong: false` the socket never answers the gateway's pings (a dead peer).
 */
export function openWs(url: string, options: { origin?: string; autoPong?: boolean } = {}): Promise<WsConn> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {
      autoPong: options.autoPong ?? true,
      ...(options.origin ? { origin: options.origin } : {}),
    });
    const conn: WsConn = {
      ws,
      messages: [],
      pings: 0,
      closed: new Promise((r) => ws.on('close', (code) => r(code))),
    };
    ws.on('message', (data) => conn.messages.push(JSON.parse(String(data))));
    ws.on('ping', () => conn.pings++);
    ws.on('open', () => resolve(conn));
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', reject);
  });
}

/** Two registered people who have written to each other through the gateway: counterparts. */
export async function registerCounterparts(
  gatewayUrl: string,
  key: SigningKey,
  messaging: Awaited<ReturnType<typeof startMessagingForGateway>>,
  names: [string, string],
): Promise<[string, string]> {
  const [a, b] = await Promise.all(names.map((name) => messaging.register(name)));
  const res = await fetch(`${gatewayUrl}/api/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signAccessToken(key, { sub: a })}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messageId: randomUUID(), recipientId: b, content: 'hello' }),
  });
  if (res.status !== 201) throw new Error(`the first message was answered ${res.status}`);
  return [a!, b!];
}
