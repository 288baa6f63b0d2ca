import type pg from 'pg';
import { EVENTS_CHANNEL, onEventsCommitted, ownSignalId } from './commit-signal.js';

/**
 * What one step found: work done; whether committed work is waiting on an older transaction;
 * and whether it stopped short of work it could already see (a full batch). Without `more`, a
 * step that found work is followed straight by another.
 */
export type StepResult = number | { found: number; waiting: boolean; more?: boolean };

const WAITING_RETRY_MS = [1, 2, 5, 10, 20, 50];

/**
 * Runs `step` over and over: straight again while it leaves work behind (or, without `more`,
 * finds any), otherwise it sleeps until events commit (through the same pool in this process,
 * or a NOTIFY from another process) or the poll interval passes (a fallback for a missed
 * notification). A wake-up that arrives mid-step is remembered, not lost, so a step that took
 * everything it could see need not be followed by an empty one. A step that reports committed
 * events it cannot read yet (an older transaction still open) runs again after a short,
 * growing back-off.
 */
export class NotifiedLoop {
  private running = false;
  private loop: Promise<void> | null = null;
  private listener: pg.PoolClient | null = null;
  private notified = false;
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private releaseListener: (() => void) | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly step: () => Promise<StepResult>,
    private readonly options: { pollIntervalMs?: number; onError: (err: unknown) => void },
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onEventsCommitted(this.pool, () => this.poke());
    await this.listen();
    this.loop = this.run();
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    const own = ownSignalId(this.pool);
    let released = false;
    // Gives the client back exactly once, whichever comes first: a connection error (the
    // server terminated the backend, a restart, a failover), a failed LISTEN, or stop().
    const drop = (err?: Error) => {
      if (this.listener === client) this.listener = null;
      if (released) return;
      released = true;
      client.release(err ?? true);
    };
    // Stays attached after release: a dead connection may emit more than one error, and an
    // error event without a listener would crash the process.
    client.on('error', (err) => {
      if (this.running) this.options.onError(err);
      drop(err);
    });
    client.on('notification', (n) => {
      // Commits through our own pool already woke us in process.
      if (n.payload !== own) this.poke();
    });
    try {
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      drop(err as Error);
      throw err;
    }
    if (released) return;
    this.listener = client;
    this.releaseListener = () => drop();
  }

  /** Lets the step in flight finish, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.poke();
    await this.loop;
    const listener = this.listener;
    const release = this.releaseListener;
    this.releaseListener = null;
    if (listener && release) {
      await listener.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => {});
      release();
    }
  }

  /** Run the next step now instead of waiting out the interval. */
  poke(): void {
    this.notified = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    let waitingRound = 0;
    while (this.running) {
      if (!this.listener) await this.listen().catch((err) => this.running && this.options.onError(err));
      this.notified = false;
      let found = 0;
      let waiting = false;
      let more: boolean | undefined;
      try {
        const result = await this.step();
        if (typeof result === 'number') found = result;
        else ({ found, waiting, more } = result);
      } catch (err) {
        this.options.onError(err);
        await this.sleep(500);
      }
      if ((more ?? found > 0) || !this.running || this.notified) {
        waitingRound = 0;
        continue;
      }
      if (waiting) {
        await this.sleep(WAITING_RETRY_MS[Math.min(waitingRound++, WAITING_RETRY_MS.length - 1)]!);
        continue;
      }
      waitingRound = 0;
      await this.sleep(this.options.pollIntervalMs ?? 1000);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
