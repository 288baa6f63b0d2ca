import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import {
  contextSubjects,
  DEFAULT_SUBJECT_PREFIX,
  eventCatalogue,
  eventEnvelopeSchema,
  type EventCatalogue,
  type EventEnvelope,
} from '@oneway/contracts';
import { withTransaction } from './db.js';
import { ConcurrencyError, NotReadyYet } from './errors.js';
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
   * redelivered before anything after it. Raise it only for handlers that do not care: the
   * messages waiting in hand are then applied in batches, up to this many in one transaction.
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

/** The most messages applied in one transaction. */
const MAX_BATCH = 64;

const { escapeLiteral } = pg;

interface Parsed {
  msg: JsMsg;
  event: EventEnvelope;
  handler: EventHandler;
}

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
    const filter = this.o.filterSubject ?? contextSubjects(this.o.context, this.prefix);
    // A durable's filter cannot be changed in place: NATS 2.9 accepts the change and then
    // delivers nothing. A consumer whose filter changes takes a new name (and replays from the start).
    const made = await jsm.consumers.info(stream, this.o.name).catch(() => null);
    if (made && made.config.filter_subject !== filter)
      throw new Error(
        `durable consumer ${this.o.name} was made with filter ${made.config.filter_subject}, not ${filter}: give it a new name`,
      );
    await jsm.consumers
      .add(stream, {
        durable_name: this.o.name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: filter,
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
    this.loop = this.batchLimit > 1 ? this.processInBatches(this.messages) : this.processInOrder(this.messages);
    this.lagTimer = setInterval(() => {
      consumer
        .info(true)
        .then((i) => this.o.metrics?.consumerLag.set({ consumer: this.o.name }, i.num_pending + i.num_ack_pending))
        .catch(() => {});
    }, 5_000);
    this.lagTimer.unref();
  }

  /** Stops pulling and waits for the messages in hand to be applied. */
  async stop(): Promise<void> {
    if (this.lagTimer) clearInterval(this.lagTimer);
    await this.messages?.close();
    await this.loop;
  }

  private get batchLimit(): number {
    return Math.min(this.o.maxAckPending ?? 1, MAX_BATCH);
  }

  private async processInOrder(messages: ConsumerMessages): Promise<void> {
    for await (const msg of messages) await this.keepingClaims([msg], () => this.handle(msg));
  }

  /**
   * Takes messages off the subscription as they come and applies whatever has gathered while
   * the previous batch ran: one message alone when idle, up to `batchLimit` in one transaction
   * under load. Messages in hand when the subscription closes are still applied.
   */
  private async processInBatches(messages: ConsumerMessages): Promise<void> {
    const waiting: JsMsg[] = [];
    let closed = false;
    const noop = () => {};
    let wake: () => void = noop;
    const reader = (async () => {
      for await (const msg of messages) {
        waiting.push(msg);
        wake();
      }
      closed = true;
      wake();
    })();
    for (;;) {
      if (!waiting.length) {
        if (closed) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = noop;
        continue;
      }
      const batch = waiting.splice(0, this.batchLimit);
      await this.keepingClaims(batch, () => (batch.length === 1 ? this.handle(batch[0]!) : this.handleBatch(batch)));
    }
    await reader;
  }

  /** Runs `work` while telling the server, every third of the ack wait, that `msgs` are in hand. */
  private async keepingClaims(msgs: JsMsg[], work: () => Promise<void>): Promise<void> {
    const progress = setInterval(
      () => {
        for (const msg of msgs) {
          try {
            msg.working();
          } catch {
            // The connection is closing: the server redelivers after ack_wait, the inbox dedupes.
          }
        }
      },
      // Three signals per ack wait: a busy event loop may run a timer late by a whole interval.
      Math.max(100, this.ackWaitMs / 3),
    );
    try {
      await work();
    } finally {
      clearInterval(progress);
    }
  }

  /**
   * Several messages in one transaction: their inbox rows are claimed with BEGIN, the handlers
   * of those not seen before run in order, and all are acknowledged after COMMIT. A message
   * that is not a valid event, or has no handler, goes the single way. If any handler fails,
   * nothing of the batch is kept and each message goes again alone, so only the failing one is
   * retried or dead-lettered.
   */
  private async handleBatch(msgs: JsMsg[]): Promise<void> {
    const items: Parsed[] = [];
    for (const msg of msgs) {
      const event = this.tryParse(msg.string());
      const handler = event && this.o.handlers[event.type];
      if (event && handler) items.push({ msg, event, handler });
      else await this.handle(msg);
    }
    if (!items.length) return;
    let applied: Set<JsMsg>;
    try {
      const prepare = this.o.prepare;
      if (prepare) for (const { event } of items) await this.runHandler(event, () => prepare(event));
      applied = await this.applyBatchOnce(items);
    } catch {
      for (const { msg } of items) await this.handle(msg);
      return;
    }
    for (const { msg } of items) {
      msg.ack();
      this.o.metrics?.eventsConsumed.inc({
        consumer: this.o.name,
        outcome: applied.has(msg) ? 'applied' : 'duplicate',
      });
    }
  }

  /** The messages of `items` applied now; the others were applied before (or twice in the batch). */
  private applyBatchOnce(items: Parsed[]): Promise<Set<JsMsg>> {
    const ids = items.map(({ event }) => escapeLiteral(event.id.toLowerCase())).join(', ');
    const claim =
      `INSERT INTO es_inbox (consumer, event_id) SELECT ${escapeLiteral(this.o.name)}, unnest(ARRAY[${ids}]::uuid[]) ` +
      'ON CONFLICT DO NOTHING RETURNING event_id::text';
    return withTransaction(
      this.o.pool,
      async (tx, began) => {
        const claimed = new Set(began.at(-1)!.rows.map((r: { event_id: string }) => r.event_id));
        const applied = new Set<JsMsg>();
        for (const { msg, event, handler } of items) {
          if (!claimed.delete(event.id.toLowerCase())) continue;
          await this.runHandler(event, () => handler(event, tx));
          applied.add(msg);
        }
        return applied;
      },
      { begin: claim },
    );
  }

  private runHandler<T>(event: EventEnvelope, fn: () => Promise<T>): Promise<T> {
    return this.o.runInContext ? this.o.runInContext(event, fn) : fn();
  }

  private tryParse(raw: string): EventEnvelope | null {
    try {
      return this.parse(raw);
    } catch {
      return null;
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
        const applied = await this.runHandler(event, run);
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
        if (err instanceof ConcurrencyError) {
          // A command wrote the same stream meanwhile: expected now and then, and the retry
          // reads the stream anew, so it is no error for an operator to chase.
          this.o.logger?.warn(
            { consumer: this.o.name, deliveries, streamId: err.streamId },
            'stream changed while handling; will retry',
          );
        } else if (err instanceof NotReadyYet) {
          this.o.logger?.warn(
            { consumer: this.o.name, deliveries, waitingFor: err.waitingFor },
            'not ready yet; will retry',
          );
        } else {
          this.o.logger?.error({ err, consumer: this.o.name, deliveries }, 'handler failed; will retry');
        }
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
    const claim =
      `INSERT INTO es_inbox (consumer, event_id) VALUES (${escapeLiteral(this.o.name)}, ${escapeLiteral(event.id)}) ` +
      'ON CONFLICT DO NOTHING';
    return withTransaction(
      this.o.pool,
      async (tx, began) => {
        if (!began.at(-1)!.rowCount) return false;
        await handler(event, tx);
        return true;
      },
      { begin: claim },
    );
  }
}
