import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { enforceInputPolicy, type InputPolicyOptions } from './input-policy.js';

/**
 * Runs the input policy on every API request; registered after the access guard, so who you
 * are is decided first. A guard, not an interceptor: any global interceptor makes Nest wrap
 * every handler in an rxjs pipeline, a third of the gateway's CPU on a signed-in read.
 */
export class InputPolicyGuard implements CanActivate {
  private readonly enforce: (req: FastifyRequest) => void;

  constructor(o: InputPolicyOptions) {
    this.enforce = enforceInputPolicy(o);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    this.enforce(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}
