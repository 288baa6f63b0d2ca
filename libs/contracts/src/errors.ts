/**
 * Errors carry a stable string code (`USER.EMAIL_TAKEN`) and a kind; only the interface
 * layer turns the kind into an HTTP status (RFC 9457 problem details).
 */
export const ERROR_KINDS = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'precondition',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 412,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export function httpStatusOf(kind: ErrorKind): number {
  return STATUS_BY_KIND[kind];
}

export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The serialisable form an error takes over NATS and inside problem details. */
export interface ErrorPayload {
  code: string;
  kind: ErrorKind;
  message: string;
  fieldErrors?: FieldError[];
}

export function toErrorPayload(err: DomainError): ErrorPayload {
  return {
    code: err.code,
    kind: err.kind,
    message: err.message,
    ...(err.fieldErrors.length ? { fieldErrors: err.fieldErrors } : {}),
  };
}

export function isErrorPayload(value: unknown): value is ErrorPayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    (ERROR_KINDS as readonly string[]).includes(v.kind as string)
  );
}

/** RFC 9457 problem details, plus the stable code and the correlation id. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  correlationId: string;
  errors?: FieldError[];
}

export function toProblem(error: ErrorPayload, correlationId: string): ProblemDetails {
  const status = httpStatusOf(error.kind);
  return {
    type: `https://oneway.example/problems/${error.code.toLowerCase().replace(/[._]/g, '-')}`,
    title: error.kind.replace('_', ' '),
    status,
    // `detail` is what a person reads; the web client shows `${status}: ${detail}` (spec §8).
    detail: error.message,
    code: error.code,
    correlationId,
    ...(error.fieldErrors?.length ? { errors: error.fieldErrors } : {}),
  };
}
