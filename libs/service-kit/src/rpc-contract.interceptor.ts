import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { isErrorPayload, type RpcContract, type RpcEnvelope } from '@oneway/contracts';
import { map, Observable, tap } from 'rxjs';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';
import { checkRpcReply, parseRpcRequest } from './rpc-answer.js';
import { RPC_CONTRACT } from './rpc-contract.metadata.js';
import { SERVICE_CONTEXT, type RpcObservability } from './service-context.token.js';
import { runWithContext } from './request-context.js';

/**
 * Around every `@Rpc` handler: checks meta and payload against the contract, runs the handler
 * inside the caller's correlation context (logs and appended events carry it), checks the
 * reply, and records the call's duration and outcome.
 */
@Injectable()
export class RpcContractInterceptor implements NestInterceptor {
  private readonly logger: Logger;
  private readonly metrics?: ServiceMetrics;

  constructor(@Inject(SERVICE_CONTEXT) service: RpcObservability) {
    this.logger = service.logger;
    this.metrics = service.metrics;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = context.getHandler() && Reflect.getMetadata(RPC_CONTRACT, context.getHandler());
    if (context.getType() !== 'rpc' || !contract) return next.handle();
    const rpc = contract as RpcContract;
    const started = process.hrtime.bigint();
    const observe = (outcome: string) =>
      this.metrics?.requests.observe(
        { kind: 'rpc', name: rpc.name, outcome },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    const envelope = context.switchToRpc().getData<RpcEnvelope>();
    let parsed: RpcEnvelope;
    try {
      parsed = parseRpcRequest(rpc, envelope);
    } catch (err) {
      observe('validation');
      throw err;
    }
    // The param decorators read the parsed values.
    envelope.meta = parsed.meta;
    envelope.payload = parsed.payload;
    const correlation = {
      correlationId: parsed.meta.correlationId,
      causationId: null,
      actorId: parsed.meta.actor?.userId ?? null,
    };
    return new Observable((subscriber) =>
      runWithContext(correlation, () =>
        next
          .handle()
          .pipe(
            map((value) => checkRpcReply(rpc, value, this.logger)),
            tap({
              next: () => observe('ok'),
              error: (err: unknown) =>
                observe(isErrorPayload(err) ? err.kind : ((err as { kind?: string })?.kind ?? 'internal')),
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
