import { errors as natsErrors, type NatsConnection } from '@nats-io/transport-node';
import {
  DomainError,
  isErrorPayload,
  rpcSubjectOf,
  type RpcContract,
  type RpcMeta,
  type RpcReply,
} from '@oneway/contracts';
import type { z } from 'zod';

/** Calls another service over NATS request/reply; a typed error comes back as DomainError. */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async call<C extends RpcContract>(
    contract: C,
    payload: z.input<C['request']>,
    meta: RpcMeta,
    options: { timeoutMs?: number } = {},
  ): Promise<z.infer<C['response']>> {
    const request = contract.request.safeParse(payload);
    if (!request.success) {
      throw new DomainError(
        'REQUEST.INVALID',
        'validation',
        request.error.issues[0]?.message ?? 'The request is not valid',
        request.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      );
    }
    let reply: RpcReply;
    try {
      const msg = await this.nc.request(
        rpcSubjectOf(contract, this.prefix),
        JSON.stringify({ meta, payload: request.data }),
        {
          timeout: options.timeoutMs ?? this.timeoutMs,
        },
      );
      reply = msg.json<RpcReply>();
    } catch (err) {
      if (
        err instanceof natsErrors.NoRespondersError ||
        err instanceof natsErrors.TimeoutError ||
        err instanceof natsErrors.RequestError
      ) {
        throw new DomainError(
          'SERVICE.UNAVAILABLE',
          'unavailable',
          `The ${contract.context} service is not answering. Please try again shortly.`,
        );
      }
      throw err;
    }
    if (reply.ok) return reply.value as z.infer<C['response']>;
    if (isErrorPayload(reply.error)) {
      throw new DomainError(reply.error.code, reply.error.kind, reply.error.message, reply.error.fieldErrors ?? []);
    }
    throw new DomainError('INTERNAL', 'internal', 'Malformed reply from a service');
  }
}
