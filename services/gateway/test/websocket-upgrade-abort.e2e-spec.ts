import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { eventually } from '@oneway/testing';
import { startLiveBed, type LiveBed } from './support/live-bed.js';
import { signAccessToken } from './support/test-keys.js';
import { openWs, registerCounterparts } from './support/ws-client.js';

/** Writes a raw request on a new connection to the gateway and hands back the socket. */
function rawRequest(baseUrl: string, request: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(request);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const upgradeRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: gateway\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

// Nothing a request sends can crash a process (found by closing a browser with a socket
// opening: the gateway exited with "Unhandled 'error' event: read ECONNRESET").
describe('a WebSocket upgrade the client abandons never crashes the gateway', () => {
  let bed: LiveBed;

  beforeAll(async () => {
    bed = await startLiveBed('wsabort', [{}]);
  });
  afterAll(async () => {
    await bed?.stop();
  });

  it('connections reset while their token is being checked leave the gateway serving', async () => {
    const gateway = bed.gateways[0]!.url;
    const [ada] = await registerCounterparts(gateway, bed.key, bed.messaging, ['Ada Reset', 'Ben Reset']);
    for (let i = 0; i < 30; i++) {
      // A token never seen before: its check is not answered from the cache, so the reset
      // arrives while the upgrade waits on it.
      const token = await signAccessToken(bed.key, { sub: ada! });
      const socket = await rawRequest(gateway, upgradeRequest(`/ws?token=${token}`));
      socket.resetAndDestroy();
    }
    // An upgrade whose target is no URL at all is refused.
    const odd = await rawRequest(gateway, upgradeRequest('//[not-a-host'));
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      odd.on('data', (d: Buffer) => (text += d.toString()));
      odd.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);

    expect((await fetch(`${gateway}/health`)).status).toBe(200);
    const token = await signAccessToken(bed.key, { sub: ada! });
    const conn = await openWs(`${gateway.replace('http', 'ws')}/ws?token=${token}`);
    expect(conn.ws.readyState).toBe(WebSocket.OPEN);
    // Presence counts a connection before its handshake answers; an abandoned handshake takes
    // its entry back: ada's one live socket is her only entry, and none is left once it closes.
    const entries = () => bed.redis.hlen(`${bed.keyPrefix}presence:${ada}`);
    await eventually(async () => expect(await entries()).toBe(1));
    conn.ws.terminate();
    await eventually(async () => expect(await entries()).toBe(0));
  });
});
