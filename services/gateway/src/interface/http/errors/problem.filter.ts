import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayState } from '../http-request.js';
import { PROBLEM_CONTENT_TYPE, problemOf } from './problem-details.js';

/** Sends any error as problem details; the same function serves Nest routes and raw Fastify ones. */
export function sendProblem(err: unknown, req: FastifyRequest, reply: FastifyReply, logger: Logger): void {
  const { correlationId } = gatewayState(req);
  const { problem, headers, unexpected } = problemOf(err, correlationId);
  if (unexpected) logger.error({ err, correlationId, url: req.url, method: req.method }, 'request failed');
  if (reply.sent) return;
  void reply.code(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}

/** The one exception filter: every error a route throws leaves as application/problem+json. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(err: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendProblem(err, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), this.logger);
  }
}
