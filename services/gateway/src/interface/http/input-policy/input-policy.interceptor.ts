import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { enforceInputPolicy, type InputPolicyOptions } from './input-policy.js';

/** Runs the input policy on every API request once the access guard has let it in. */
export class InputPolicyInterceptor implements NestInterceptor {
  private readonly enforce: (req: FastifyRequest) => void;

  constructor(o: InputPolicyOptions) {
    this.enforce = enforceInputPolicy(o);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.enforce(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle();
  }
}
