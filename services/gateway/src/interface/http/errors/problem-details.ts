import { DomainError, toErrorPayload, toProblem, type ErrorKind, type ProblemDetails } from '@oneway/contracts';
import { RateLimitedError } from '../../../application/rate-limits.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface HttpProblem {
  problem: ProblemDetails;
  headers: Record<string, string>;
  /** Unexpected errors are logged with their stack; expected ones are not. */
  unexpected: boolean;
}

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition',
  429: 'rate_limited',
  503: 'unavailable',
};

// Errors raised by Fastify itself (body parsing, limits, routing) before any handler runs.
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'REQUEST.TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'REQUEST.INVALID', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'REQUEST.INVALID', message: 'The request body is not valid JSON.' },
};

// The same errors once Nest has wrapped them in an HttpException (no Fastify code left).
const BY_STATUS: Record<number, { code: string; message: string }> = {
  413: FRAMEWORK_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!,
  415: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
};

interface StatusError {
  statusCode?: number;
  status?: number;
  code?: string;
  message?: string;
  getStatus?: () => number;
}

/**
 * The gateway's one mapping from any error to RFC 9457 problem details. Domain errors (the
 * services' typed errors) keep their code and message; framework errors get a stable code;
 * anything else is a 500 whose detail reveals nothing internal.
 */
export function problemOf(err: unknown, correlationId: string): HttpProblem {
  if (err instanceof DomainError) {
    const headers: Record<string, string> = {};
    if (err instanceof RateLimitedError) headers['retry-after'] = String(err.retryAfterSeconds);
    return { problem: toProblem(toErrorPayload(err), correlationId), headers, unexpected: err.kind === 'internal' };
  }
  const e = (err ?? {}) as StatusError;
  const status = typeof e.getStatus === 'function' ? e.getStatus() : (e.statusCode ?? e.status);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = (e.code ? FRAMEWORK_ERRORS[e.code] : undefined) ?? BY_STATUS[status];
    const kind = KIND_BY_STATUS[status] ?? 'validation';
    const code =
      known?.code ??
      (status === 404 ? 'ROUTE.NOT_FOUND' : status === 405 ? 'ROUTE.METHOD_NOT_ALLOWED' : 'REQUEST.INVALID');
    const message =
      known?.message ?? (status === 404 ? 'There is nothing here.' : (e.message ?? 'The request is not valid.'));
    const problem = toProblem({ code, kind, message }, correlationId);
    // Statuses without an error kind of their own (413, 415, 405) keep their real status.
    return { problem: { ...problem, status }, headers: {}, unexpected: false };
  }
  const problem = toProblem(
    { code: 'INTERNAL', kind: 'internal', message: 'Something went wrong on our side. Please try again.' },
    correlationId,
  );
  return { problem, headers: {}, unexpected: true };
}
