import type { RpcContract, RpcMeta } from '@oneway/contracts';
import { throwError, type Observable } from 'rxjs';
import type { z } from 'zod';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';
import type { OnewayNatsServer } from './oneway-nats.server.js';
import { checkRpcReply, parseRpcRequest, rpcErrorPayload, rpcPatternOf } from './rpc-answer.js';
import { runWithContext } from './request-context.js';

export type RpcHandler<C extends RpcContract> = (
  payload: z.infer<C['request']>,
  meta: RpcMeta,
) => Promise<z.infer<C['response']>>;

/**
 * Contracts answered by plain functions on the Nest NATS server, for test doubles on the bus
 * (startRpcResponder); services use `@Rpc` controllers. Same checks, same correlation context,
 * same error answer as RpcContractInterceptor and RpcErrorFilter.
 */
export class PlainRpcHandlers {
  constructor(
    private readonly server: OnewayNatsServer,
    private readonly logger: Logger,
    private readonly metrics?: ServiceMetrics,
  ) {}

  handle<C extends RpcContract>(contract: C, handler: RpcHandler<C>): void {
    this.server.addHandler(rpcPatternOf(contract), async (data: unknown): Promise<unknown> => {
      const started = process.hrtime.bigint();
      const observe = (outcome: string) =>
        this.metrics?.requests.observe(
          { kind: 'rpc', name: contract.name, outcome },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      try {
        const { meta, payload } = parseRpcRequest(contract, data);
        const value = await runWithContext(
          { correlationId: meta.correlationId, causationId: null, actorId: meta.actor?.userId ?? null },
          () => handler(payload as z.infer<C['request']>, meta),
        );
        const checked = checkRpcReply(contract, value, this.logger);
        observe('ok');
        return checked;
      } catch (err) {
        const error = rpcErrorPayload(err, this.logger, { rpc: contract.name });
        observe(error.kind);
        return throwError(() => error) as Observable<never>;
      }
    });
  }
}
