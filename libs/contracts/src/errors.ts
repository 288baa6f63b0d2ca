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

/**
 * One entry of the error catalogue: a stable code, its kind, and its message (a function
 * when the message names details of the case). Entries live in `errors/<aggregate>.errors.ts`
 * and are the only place a DomainError is built (lint enforces it).
 */
export interface ErrorSpec<A extends unknown[]> {
  code: string;
  kind: ErrorKind;
  message: string | ((...args: A) => string);
  fieldErrors?: (...args: A) => FieldError[];
}

/** Builds the entry's error; carries `code` and `kind` so callers compare without literals. */
export type ErrorFactory<A extends unknown[] = []> = ((...args: A) => DomainError) & {
  readonly code: string;
  readonly kind: ErrorKind;
};

export function defineError<A extends unknown[] = []>(spec: ErrorSpec<A>): ErrorFactory<A> {
  const make = (...args: A) =>
    new DomainError(
      spec.code,
      spec.kind,
      typeof spec.message === 'string' ? spec.message : spec.message(...args),
      spec.fieldErrors?.(...args) ?? [],
    );
  return Object.assign(make, { code: spec.code, kind: spec.kind });
}

/** The error another service answered with, rebuilt on this side of the wire. */
export function fromErrorPayload(payload: ErrorPayload): DomainError {
  return new DomainError(payload.code, payload.kind, payload.message, payload.fieldErrors ?? []);
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
