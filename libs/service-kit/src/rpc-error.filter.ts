import { Catch, Inject, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import type { ErrorPayload } from '@oneway/contracts';
import { throwError, type Observable } from 'rxjs';
import type { Logger } from './logger.js';
import { rpcErrorPayload } from './rpc-answer.js';
import { currentContext } from './request-context.js';
import { SERVICE_CONTEXT, type RpcObservability } from './service-context.token.js';

/**
 * The one place an RPC error becomes its answer: a DomainError as `{code, kind, message,
 * fieldErrors?}`, anything else logged and answered INTERNAL (no stack trace leaves).
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger: Logger;

  constructor(@Inject(SERVICE_CONTEXT) service: RpcObservability) {
    this.logger = service.logger;
  }

  catch(err: unknown, host: ArgumentsHost): Observable<ErrorPayload> {
    const pattern = host.getType() === 'rpc' ? host.switchToRpc().getContext<{ getSubject?: () => string }>() : null;
    const payload = rpcErrorPayload(err, this.logger, {
      subject: pattern?.getSubject?.(),
      correlationId: currentContext()?.correlationId,
    });
    return throwError(() => payload);
  }
}
