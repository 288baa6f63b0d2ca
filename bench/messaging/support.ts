/**
 * What the messaging benchmarks share: percentiles and printing, the steady-rate driver, the
 * result file `npm run bench` reads (bench/figures.mjs), and the authenticated sockets of the
 * live ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import WebSocket from 'ws';

export type Results = Record<string, { now: number; baseline?: number; detail?: string }>;

export const out = (s: string) => process.stdout.write(`${s}\n`);

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Starts `work(i)` `rate` times a second for `seconds` (checked every 5 ms); resolves when all finished. */
export async function atRate(rate: number, seconds: number, work: (i: number) => Promise<void>): Promise<void> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let issued = 0;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (issued < due) inFlight.push(work(issued++));
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
}

/**
 * Adds the figures to the file BENCH_RESULT_FILE names (none: nothing to do). Merged, not
 * overwritten: `npm run bench` runs the three messaging files into one file.
 */
export function writeResults(results: Results): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (!file) return;
  let previous = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first writer
  }
  writeFileSync(file, JSON.stringify({ ...previous, ...results }));
}

// Kept-alive connections, as a browser keeps its own. The load generator shares the machine with
// what it measures: at 300 sends/s its process used 1.9 s of CPU per 10 s with fetch(), 1.2 s
// with node:http (2026-11-25), CPU the services under test now get.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request through the load generator's kept-alive connections; resolves with its status once the body arrived. */
export function httpRequest(
  url: string,
  options: { method?: string; token?: string; json?: unknown } = {},
): Promise<number> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

export interface Frame {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Opens one authenticated socket on the gateway; resolves once the server accepted it.
 * `onFrame` is attached before the handshake, so no frame sent on connect is missed.
 */
export function openSocket(
  gatewayUrl: string,
  who: { userId: string; token: string },
  onFrame?: (frame: Frame) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws?token=${who.token}&userId=${who.userId}`, {
      perMessageDeflate: false,
    });
    if (onFrame) ws.on('message', (raw) => onFrame(JSON.parse(String(raw)) as Frame));
    ws.once('open', () => resolve(ws));
    // `on`, not `once`: an error after the handshake must not go unhandled.
    ws.on('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });
}

type Match = (data: Record<string, unknown>) => boolean;

/** A person's socket that resolves waits on the frames it receives. */
export class Socket {
  ws!: WebSocket;
  private waiters = new Set<{ type: string; match: Match; done: () => void }>();
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {}
  async open(gatewayUrl: string): Promise<void> {
    this.ws = await openSocket(gatewayUrl, this, (m) => {
      for (const w of this.waiters) if (w.type === m.type && w.match(m.data)) w.done();
    });
  }
  /** Resolves with the moment the matching frame arrived. */
  next(type: string, match: Match, timeoutMs = 30_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const w = {
        type,
        match,
        done: () => {
          clearTimeout(timer);
          this.waiters.delete(w);
          resolve(performance.now());
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(w);
        reject(new Error(`no ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(w);
    });
  }
}
