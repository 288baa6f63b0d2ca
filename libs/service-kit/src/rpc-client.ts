import { createInbox, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { ClientNats, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import {
  fromErrorPayload,
  isErrorPayload,
  requestErrors,
  serviceErrors,
  type RpcContract,
  type RpcMeta,
} from '@oneway/contracts';
import { lastValueFrom, timeout, TimeoutError } from 'rxjs';
import type { z } from 'zod';
import { rpcPatternOf } from './rpc-answer.js';
import { RpcReplyDeserializer, RpcRequestSerializer } from './rpc-wire.js';

type ReplyHandler = (err: Error | null, msg: Msg) => unknown;

/**
 * Nest's NATS client for calling services: patterns get the environment's subject prefix,
 * requests are checked against the contract before they leave, and a typed error reply comes
 * back as a DomainError. It rides on a NATS connection the caller already has (the gateway's
 * or a test's), which stays the caller's to close.
 *
 * Replies come back on one wildcard subscription per client, each request on a subject of
 * its own under it (as nats.js's own request does), where Nest's client subscribes and
 * unsubscribes an inbox for every request: two more protocol messages on each call and a
 * subscription the server makes and drops, for every message sent through the gateway.
 */
export class RpcClient extends ClientNats {
  private replies: { prefix: string; subscription: Subscription; handlers: Map<string, ReplyHandler> } | null = null;

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs = 10_000,
  ) {
    super({ serializer: new RpcRequestSerializer(), deserializer: new RpcReplyDeserializer() });
  }

  override async createClient(): Promise<NatsConnection> {
    return this.nc;
  }

  override async handleStatusUpdates(): Promise<void> {
    // The connection's owner watches its status.
  }

  override async close(): Promise<void> {
    this.replies?.subscription.unsubscribe();
    this.replies = null;
    this.natsClient = null;
    this.connectionPromise = null;
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => unknown): () => void {
    const packet = this.assignPacketId(partialPacket);
    this.routingMap.set(packet.id, callback);
    try {
      const replies = this.replyInboxes();
      // Packet ids are random UUIDs: one subject token each.
      const inbox = `${replies.prefix}.${packet.id}`;
      const serialized = this.serializer.serialize(packet) as { data: Uint8Array | string; headers?: unknown };
      this.natsClient!.publish(this.normalizePattern(partialPacket.pattern), serialized.data, {
        reply: inbox,
        headers: this.mergeHeaders(serialized.headers),
      });
      // Registered once the publish went out: one that throws leaves no handler behind, and no
      // reply is read before this synchronous code ends.
      replies.handlers.set(inbox, this.createSubscriptionHandler(packet, callback));
      return () => {
        this.routingMap.delete(packet.id);
        replies.handlers.delete(inbox);
      };
    } catch (err) {
      this.routingMap.delete(packet.id);
      callback({ err });
      return () => {};
    }
  }

  /** The subscription every reply arrives on, made with the first request on a connection. */
  private replyInboxes(): NonNullable<RpcClient['replies']> {
    if (this.replies) return this.replies;
    const handlers = new Map<string, ReplyHandler>();
    const prefix = createInbox();
    const subscription = this.natsClient!.subscribe(`${prefix}.*`, {
      callback: (err: Error | null, msg: Msg) => {
        if (err) {
          // The subscription itself failed: every call waiting on it learns so.
          for (const handler of handlers.values()) void handler(err, msg);
          return;
        }
        void handlers.get(msg.subject)?.(null, msg);
      },
    });
    this.replies = { prefix, subscription, handlers };
    return this.replies;
  }

  protected override normalizePattern(pattern: string): string {
    return `${this.prefix}.${pattern}`;
  }

  async call<C extends RpcContract>(
    contract: C,
    payload: z.input<C['request']>,
    meta: RpcMeta,
    options: { timeoutMs?: number } = {},
  ): Promise<z.infer<C['response']>> {
    const request = contract.request.safeParse(payload);
    if (!request.success) {
      throw requestErrors.invalid(
        request.error.issues[0]?.message ?? 'The request is not valid',
        request.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      );
    }
    try {
      return (await lastValueFrom(
        this.send(rpcPatternOf(contract), { meta, payload: request.data }).pipe(
          timeout(options.timeoutMs ?? this.timeoutMs),
        ),
        { defaultValue: undefined },
      )) as z.infer<C['response']>;
    } catch (err) {
      if (isErrorPayload(err)) throw fromErrorPayload(err);
      if (err instanceof TimeoutError || err instanceof EmptyResponseException) {
        throw serviceErrors.unavailable(`The ${contract.context} service is not answering.`);
      }
      throw err;
    }
  }
}
