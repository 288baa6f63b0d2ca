export type FieldError = { field: string; message: string };

/**
 * A failed API call. `message` is the spec's generic text `${status}: ${detail}` (spec §8);
 * `detail` is the human sentence from the problem+json body, safe to show in a toast.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string | undefined;
  readonly correlationId: string | undefined;
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
    super(`${init.status}: ${init.detail}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.correlationId = init.correlationId;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Spec §8: message from JSON `message`, `detail` or `error`, else the body text, else 'Request failed'. */
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
export function describeError(error: unknown, fallback = 'Request failed'): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof TypeError) return 'Could not reach Oneway. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
