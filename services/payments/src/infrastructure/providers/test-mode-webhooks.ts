import { randomBytes } from 'node:crypto';
import { signWebhookPayload } from './webhook-signature.js';

/** Where signed webhooks are delivered: the service's one webhook handler. */
export type WebhookSink = (rawBody: string, signatureHeader: string) => Promise<void>;

/**
 * Sends Stripe-shaped, Stripe-signed events to the sink after the call that caused them
 * returns (as Stripe does), retrying a failed delivery a few times with back-off.
 */
export class TestModeWebhookEmitter {
  private sink: WebhookSink | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly retryDelaysMs: number[] = [50, 200, 1000],
  ) {}

  /** Returns the sink it replaces: a test that holds deliveries back puts the service's back. */
  connect(sink: WebhookSink): WebhookSink | null {
    const previous = this.sink;
    this.sink = sink;
    return previous;
  }

  /** `eventId`: give the same id to redeliver one event (Stripe retries keep the event id). */
  emit(type: string, object: Record<string, unknown>, idempotencyKey: string | null = null, eventId?: string): void {
    const created = Math.floor(this.clock().getTime() / 1000);
    const event = {
      id: eventId ?? `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: 'test-mode',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
      data: { object },
    };
    const payload = JSON.stringify(event);
    const deliver = async () => {
      for (let attempt = 0; ; attempt++) {
        if (!this.sink) return;
        try {
          const header = signWebhookPayload(payload, this.secret, Math.floor(this.clock().getTime() / 1000));
          await this.sink(payload, header);
          return;
        } catch {
          const delay = this.retryDelaysMs[attempt];
          if (delay === undefined) return;
          await new Promise((r) => setTimeout(r, delay));
        }
      }
    };
    const p = new Promise<void>((resolve) => setImmediate(resolve)).then(deliver);
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Waits until every webhook emitted so far was delivered or given up (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }
}
