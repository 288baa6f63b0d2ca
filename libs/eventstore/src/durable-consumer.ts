import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import {
  contextSubjects,
  DEFAULT_SUBJECT_PREFIX,
  eventCatalogue,
  eventEnvelopeSchema,
  type EventCatalogue,
  type EventEnvelope,
} from '@oneway/contracts';
import { withTransaction } from './db.js';
import { recordDeadLetter } from './dead-letters.js';
import { ensureContextStream } from './jetstream.js';
import type { EventStoreMetrics } from './metrics.js';

export type EventHandler = (event: EventEnvelope, tx: pg.PoolClient) => Promise<void>;

export interface DurableConsumerOptions {
  /** Durable consumer name and inbox key: stable across deploys and instances. */
  name: string;
  /** The bounded context whose stream this reads. */
  context: string;
  /** Narrower subject filter inside that stream (defaults to the whole context). */
  filterSubject?: string;
  /** By event type; other types on the subject are acknowledged and skipped. */
  handlers: Record<string, EventHandler>;
  /**
   * Runs before the handler's transaction opens (on every delivery, duplicates included): the
   * place to wait for a read model. A wait inside the transaction would hold its transaction
   * id, the inbox row's, and with it every projection's read horizon (EventStore.readAll),
   * so the read model waited for could not move past the events behind it.
   */
  prepare?: (event: EventEnvelope) => Promise<void>;
  pool: pg.Pool;
  nc: NatsConnection;
  subjectPrefix?: string;
  /** Deliveries before a failing message is dead-lettered. */
  maxDeliver?: number;
  /**
   * How long the server waits for an acknowledgement before redelivering. Short, so a message
   * held by an instance that was killed goes to another within seconds; a handler that runs
   * longer keeps its claim alive with progress signals every half of it.
   */
  ackWaitMs?: number;
  /**
   * Messages handed out and not yet acknowledged, across every instance sharing the consumer.
   * 1 (the default) keeps the stream's order whatever the number of instances: the next
   * message goes out only once the previous one is acknowledged, and a failed one is
   * redelivered before anything after it. Raise it only for handlers that do not care.
   */
  maxAckPending?: number;
  catalogue?: EventCatalogue;
  metrics?: EventStoreMetrics;
  logger?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Wraps each handler run (the service kit uses it to carry the correlation id into logs). */
  runInContext?: <T>(event: EventEnvelope, fn: () => Promise<T>) => Promise<T>;
}

/** A message held by a killed instance is redelivered after this long (see ackWaitMs). */
export const DEFAULT_ACK_WAIT_MS = 5_000;

type Outcome = 'applied' | 'duplicate' | 'skipped' | 'dead_lettered' | 'retry';

class PoisonMessage extends Error {}

/** Best effort: the id of an envelope that failed validation, so operators can find it. */
function idFromRaw(raw: string): string | null {
  try {
    const id = (JSON.parse(raw) as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * A durable JetStream pull consumer whose handler effects apply once: each handler runs in
 * a transaction that first claims (consumer, event id) in the inbox; a redelivered message
 * finds its claim and is only acknowledged.
 */
export class DurableConsumer {
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private lagTimer: NodeJS.Timeout | null = null;
  private readonly prefix: string;
  private readonly catalogue: EventCatalogue;

  private get ackWaitMs(): number {
    return this.o.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
  }

  constructor(private readonly o: DurableConsumerOptions) {
    this.prefix = o.subjectPrefix ?? DEFAULT_SUBJECT_PREFIX;
    this.catalogue = o.catalogue ?? eventCatalogue;
  }

  async start(): Promise<void> {
    const jsm = await jetstreamManager(this.o.nc);
    const stream = await ensureContextStream(jsm, this.o.context, this.prefix);
    const tunable = {
      ack_wait: this.ackWaitMs * 1_000_000,
      max_ack_pending: this.o.maxAckPending ?? 1,
    };
    await jsm.consumers
      .add(stream, {
        durable_name: this.o.name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: this.o.filterSubject ?? contextSubjects(this.o.context, this.prefix),
        // Redelivery is bounded by our own count so the last failure can be dead-lettered.
        max_deliver: -1,
        ...tunable,
      })
      .catch(async (err: unknown) => {
        // A durable made by an older release with other settings: bring those up to date.
        await jsm.consumers.update(stream, this.o.name, tunable).catch(() => {
          throw err;
        });
      });
    const consumer = await jetstream(this.o.nc).consumers.get(stream, this.o.name);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = (async () => {
      for await (const msg of this.messages!) await this.process(msg);
    })();
    this.lagTimer = setInterval(() => {
      consumer
        .info(true)
        .then((i) => this.o.metrics?.consumerLag.set({ consumer: this.o.name }, i.num_pending + i.num_ack_pending))
        .catch(() => {});
    }, 5_000);
    this.lagTimer.unref();
  }

  /** Stops pulling and waits for the message in hand to finish. */
  async stop(): Promise<void> {
    if (this.lagTimer) clearInterval(this.lagTimer);
    await this.messages?.close();
    await this.loop;
  }

  private async process(msg: JsMsg): Promise<void> {
    const progress = setInterval(
      () => {
        try {
          msg.working();
        } catch {
          // The connection is closing: the server redelivers after ack_wait, the inbox dedupes.
        }
      },
      // Three signals per ack wait: a busy event loop may run a timer late by a whole interval.
      Math.max(100, this.ackWaitMs / 3),
    );
    try {
      await this.handle(msg);
    } finally {
      clearInterval(progress);
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    let outcome: Outcome;
    const raw = msg.string();
    let event: EventEnvelope | null = null;
    try {
      event = this.parse(raw);
      const handler = this.o.handlers[event.type];
      if (!handler) {
        msg.ack();
        outcome = 'skipped';
      } else {
        const run = async () => {
          await this.o.prepare?.(event!);
          return this.applyOnce(event!, handler);
        };
        const applied = this.o.runInContext ? await this.o.runInContext(event, run) : await run();
        msg.ack();
        outcome = applied ? 'applied' : 'duplicate';
      }
    } catch (err) {
      const deliveries = msg.info.deliveryCount;
      const poison = err instanceof PoisonMessage;
      if (poison || deliveries >= (this.o.maxDeliver ?? 5)) {
        await recordDeadLetter(this.o.pool, {
          consumer: this.o.name,
          subject: msg.subject,
          eventId: event?.id ?? idFromRaw(raw) ?? msg.headers?.get('Nats-Msg-Id') ?? null,
          payload: raw,
          reason: poison ? err.message : `handler failed ${deliveries} times: ${String(err)}`,
          deliveries,
        });
        this.o.metrics?.deadLetters.inc({ consumer: this.o.name });
        this.o.logger?.warn(
          { consumer: this.o.name, subject: msg.subject, reason: String(err) },
          'message dead-lettered',
        );
        msg.term();
        outcome = 'dead_lettered';
      } else {
        this.o.logger?.error({ err, consumer: this.o.name, deliveries }, 'handler failed; will retry');
        msg.nak(Math.min(200 * 2 ** (deliveries - 1), 10_000));
        outcome = 'retry';
      }
    }
    this.o.metrics?.eventsConsumed.inc({ consumer: this.o.name, outcome });
  }

  private parse(raw: string): EventEnvelope {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new PoisonMessage('payload is not JSON');
    }
    const envelope = eventEnvelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new PoisonMessage(
        `invalid envelope: ${envelope.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    try {
      const { type, data } = this.catalogue.parse(envelope.data.type, envelope.data.version, envelope.data.data);
      return { ...envelope.data, type, data };
    } catch (err) {
      throw new PoisonMessage((err as Error).message);
    }
  }

  /** True when applied now; false when the inbox shows it was applied before. */
  private applyOnce(event: EventEnvelope, handler: EventHandler): Promise<boolean> {
    return withTransaction(this.o.pool, async (tx) => {
      const { rowCount } = await tx.query(
        'INSERT INTO es_inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [this.o.name, event.id],
      );
      if (!rowCount) return false;
      await handler(event, tx);
      return true;
    });
  }
}
