import type { NatsConnection } from '@nats-io/transport-node';
import { ClientNats } from '@nestjs/microservices';
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

/**
 * Nest's NATS client for calling services: patterns get the environment's subject prefix,
 * requests are checked against the contract before they leave, and a typed error reply comes
 * back as a DomainError. It rides on a NATS connection the caller already has (the gateway's
 * or a test's), which stays the caller's to close.
 */
export class RpcClient extends ClientNats {
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
    this.natsClient = null;
    this.connectionPromise = null;
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
