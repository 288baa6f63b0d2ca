import { errors as natsErrors, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { ServerNats, type NatsContext } from '@nestjs/microservices';
import type { ErrorPayload } from '@oneway/contracts';
import type { Logger } from './logger.js';
import { encodeReply, RpcReplySerializer, RpcRequestDeserializer } from './rpc-wire.js';

export interface OnewayNatsServerOptions {
  servers: string;
  /** The service's name: its queue group (instances share the load) and connection name. */
  name: string;
  /** The environment's subject prefix (`NATS_SUBJECT_PREFIX`): patterns are answered on `<prefix>.<pattern>`. */
  prefix: string;
  logger: Logger;
}

type Publisher = (packet: { err?: unknown; response?: unknown; isDisposed?: boolean; id?: string }) => unknown;

/**
 * Nest's NATS transport with Oneway's three additions: subjects carry the environment's
 * prefix, a reply that cannot be sent (too large for the server's max_payload, not JSON)
 * is answered as a typed error instead of leaving the caller to time out, and `drain()`
 * stops taking requests and waits for those in flight (SIGTERM).
 */
export class OnewayNatsServer extends ServerNats {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly finishers = new WeakMap<Msg, () => void>();
  private readonly subs: Subscription[] = [];
  private connection: NatsConnection | null = null;
  private draining = false;

  constructor(private readonly opts: OnewayNatsServerOptions) {
    super({
      servers: opts.servers,
      name: `${opts.name}-rpc`,
      queue: opts.name,
      serializer: new RpcReplySerializer(),
      deserializer: new RpcRequestDeserializer(),
    });
  }

  get prefix(): string {
    return this.opts.prefix;
  }

  /**
   * Reports the server started only once NATS has every subscription (a flush is answered
   * after the subscriptions sent before it): a request sent the moment the service says it is
   * up must find a responder. Before, under load, one could reach NATS ahead of them and wait
   * out the caller's timeout.
   */
  override start(callback: (err?: unknown, ...optionalParams: unknown[]) => void): void {
    super.start(() => {
      const flushed = this.connection ? this.connection.flush() : Promise.resolve();
      flushed.then(
        () => callback(),
        (err: unknown) => callback(err),
      );
    });
  }

  override bindEvents(client: NatsConnection): void {
    this.connection = client;
    for (const [channel, ref] of this.messageHandlers) {
      const sub = client.subscribe(`${this.opts.prefix}.${channel}`, {
        queue: (ref.extras?.queue as string | undefined) ?? this.opts.name,
        callback: this.getMessageHandler(channel).bind(this),
      });
      this.subs.push(sub);
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<void> {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
    this.finishers.set(natsMsg, finish);
    try {
      await super.handleMessage(channel, natsMsg);
    } catch (err) {
      this.opts.logger.error({ err, subject: natsMsg.subject }, 'rpc message could not be handled');
      this.replyError(natsMsg, { code: 'INTERNAL', kind: 'internal', message: 'The request could not be read.' });
      finish();
    }
    if (!natsMsg.reply) finish();
  }

  override getPublisher(natsMsg: Msg, id: string, _ctx: NatsContext): Publisher {
    const finish = this.finishers.get(natsMsg) ?? (() => {});
    return (packet) => {
      const last = packet.isDisposed === true || (packet.err !== undefined && packet.err !== null);
      try {
        if (!natsMsg.reply) return;
        let data: Uint8Array;
        try {
          data = this.serializer.serialize({ ...packet, id }).data as Uint8Array;
        } catch (err) {
          this.opts.logger.error({ err, subject: natsMsg.subject }, 'rpc reply could not be serialised');
          return this.replyError(natsMsg, {
            code: 'REPLY.UNSERIALIZABLE',
            kind: 'internal',
            message: 'The service could not encode its answer.',
          });
        }
        try {
          natsMsg.respond(data);
        } catch (err) {
          const tooLarge = err instanceof natsErrors.InvalidArgumentError && /max_payload/.test(err.message);
          this.opts.logger.error({ err, subject: natsMsg.subject, bytes: data.length }, 'rpc reply could not be sent');
          this.replyError(
            natsMsg,
            tooLarge
              ? {
                  code: 'REPLY.TOO_LARGE',
                  kind: 'internal',
                  message: `The answer (${data.length} bytes) is larger than the bus allows. Ask for less at a time.`,
                }
              : { code: 'REPLY.UNDELIVERABLE', kind: 'unavailable', message: 'The service could not send its answer.' },
          );
        }
      } finally {
        if (last) finish();
      }
    };
  }

  private replyError(natsMsg: Msg, error: ErrorPayload): void {
    if (!natsMsg.reply) return;
    try {
      natsMsg.respond(encodeReply({ ok: false, error }));
    } catch (err) {
      this.opts.logger.error({ err, subject: natsMsg.subject }, 'rpc error reply could not be sent');
    }
  }

  /** Stops taking requests (other instances in the queue group get them) and waits for those in flight. */
  async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (const sub of this.subs) sub.unsubscribe();
    // Let requests already delivered to this connection reach handleMessage first.
    await this.connection?.flush().catch(() => {});
    await Promise.allSettled([...this.inFlight]);
  }

  override async close(): Promise<void> {
    await this.drain();
    await super.close();
  }
}
