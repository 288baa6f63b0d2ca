import type { NatsConnection, Subscription, Msg } from '@nats-io/transport-node';
import {
  DomainError,
  rpcMetaSchema,
  rpcSubjectOf,
  toErrorPayload,
  type RpcContract,
  type RpcMeta,
  type RpcReply,
} from '@oneway/contracts';
import type { z } from 'zod';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';
import { runWithContext } from './request-context.js';

export type RpcHandler<C extends RpcContract> = (
  payload: z.infer<C['request']>,
  meta: RpcMeta,
) => Promise<z.infer<C['response']>>;

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Answers request/reply calls on `<prefix>.rpc.<context>.<op>` in a queue group, so any
 * number of instances share the load. Payloads are validated against the contract before a
 * handler sees them; replies are `{ok, value}` or `{ok:false, error:{code, kind, message}}`.
 */
export class RpcServer {
  private readonly subs: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly queue: string,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly metrics?: ServiceMetrics,
  ) {}

  handle<C extends RpcContract>(contract: C, handler: RpcHandler<C>): void {
    const sub = this.nc.subscribe(rpcSubjectOf(contract, this.prefix), {
      queue: this.queue,
      callback: (err, msg) => {
        if (err) return this.logger.error({ err }, 'rpc subscription error');
        const work = this.answer(contract, handler, msg).finally(() => this.inFlight.delete(work));
        this.inFlight.add(work);
      },
    });
    this.subs.push(sub);
  }

  private async answer<C extends RpcContract>(contract: C, handler: RpcHandler<C>, msg: Msg): Promise<void> {
    const started = process.hrtime.bigint();
    let reply: RpcReply;
    let correlationId = 'unknown';
    try {
      const raw = msg.json<{ meta?: unknown; payload?: unknown }>();
      const meta = rpcMetaSchema.parse(raw.meta);
      correlationId = meta.correlationId;
      const parsed = contract.request.safeParse(raw.payload ?? {});
      if (!parsed.success) {
        throw new DomainError(
          'REQUEST.INVALID',
          'validation',
          parsed.error.issues[0]?.message ?? 'The request is not valid',
          parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        );
      }
      const value = await runWithContext(
        { correlationId, causationId: null, actorId: meta.actor?.userId ?? null },
        () => handler(parsed.data as z.infer<C['request']>, meta),
      );
      reply = { ok: true, value };
    } catch (err) {
      if (err instanceof DomainError) {
        reply = { ok: false, error: toErrorPayload(err) };
      } else {
        this.logger.error({ err, rpc: contract.name, correlationId }, 'rpc handler failed');
        reply = { ok: false, error: { code: 'INTERNAL', kind: 'internal', message: INTERNAL_MESSAGE } };
      }
    }
    msg.respond(JSON.stringify(reply));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.metrics?.requests.observe(
      { kind: 'rpc', name: contract.name, outcome: reply.ok ? 'ok' : reply.error.kind },
      seconds,
    );
  }

  /** Stops taking new requests and waits for those being answered. */
  async drain(): Promise<void> {
    for (const s of this.subs) s.unsubscribe();
    await Promise.allSettled([...this.inFlight]);
  }
}
