import { fieldMessage, isPresentable, requestFailureMessage } from './error-messages';

export type FieldError = { field: string; message: string };

/**
 * A failed API call. `message` is the sentence a person reads (lib/error-messages.ts: mapped
 * from the error code, never a status number or code); `detail` is the server's own text and
 * `code` its catalogue code, for branching in code, not for display.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string | undefined;
  readonly correlationId: string | undefined;
  /** Field messages as a person reads them (reason codes such as `route_mismatch` mapped). */
  readonly fieldErrors: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    detail: string;
    code?: string;
    correlationId?: string;
    fieldErrors?: FieldError[];
    retryAfterSeconds?: number;
  }) {
    const raw = init.fieldErrors ?? [];
    super(
      requestFailureMessage({
        status: init.status,
        code: init.code,
        detail: init.detail,
        fieldMessages: raw.map((f) => f.message),
      }),
    );
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.correlationId = init.correlationId;
    this.fieldErrors = raw.map((f) => ({ field: f.field, message: fieldMessage(f.message) }));
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The server's text from JSON `message`, `detail` or `error`, else the body text, else 'Request failed'. */
export function messageFromBody(body: unknown, text: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'detail', 'error'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  if (text.trim() !== '' && !text.trimStart().startsWith('<')) return text.trim();
  return 'Request failed';
}

export function fieldErrorsFromBody(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      !!e &&
      typeof e === 'object' &&
      typeof (e as FieldError).field === 'string' &&
      typeof (e as FieldError).message === 'string',
  );
}

/** The sentence to show a person for any thrown value. */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Could not reach Oneway. Check your connection and try again.';
  if (error instanceof Error && error.message && isPresentable(error.message)) return error.message;
  return fallback;
}
