import type pg from 'pg';
import { EVENTS_CHANNEL } from './event-store.js';

/**
 * Runs `step` over and over: straight again while it finds work, otherwise it sleeps until
 * the event store NOTIFYs a commit or the poll interval passes (a fallback for a missed
 * notification). A notification that arrives mid-step is remembered, not lost.
 */
export class NotifiedLoop {
  private running = false;
  private loop: Promise<void> | null = null;
  private listener: pg.PoolClient | null = null;
  private notified = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly step: () => Promise<number>,
    private readonly options: { pollIntervalMs?: number; onError: (err: unknown) => void },
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    // A dropped LISTEN connection (server restart, failover) must not crash the process:
    // drop the client, keep polling, and listen again on the next turn.
    client.on('error', (err) => {
      this.options.onError(err);
      if (this.listener === client) this.listener = null;
      client.release(err);
    });
    client.on('notification', () => this.poke());
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.listener = client;
  }

  /** Lets the step in flight finish, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.poke();
    await this.loop;
    if (this.listener) {
      await this.listener.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => {});
      this.listener.release();
      this.listener = null;
    }
  }

  /** Run the next step now instead of waiting out the interval. */
  poke(): void {
    this.notified = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      if (!this.listener) await this.listen().catch((err) => this.options.onError(err));
      this.notified = false;
      let found = 0;
      try {
        found = await this.step();
      } catch (err) {
        this.options.onError(err);
        await this.sleep(500);
      }
      if (found === 0 && this.running && !this.notified) await this.sleep(this.options.pollIntervalMs ?? 1000);
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
