import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error';
import { getAccessToken, refreshAccessToken, refreshInProgress } from './session';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Retry once after refreshing the session when the server answers 401. */
  retryOnUnauthorized?: boolean;
};

async function parseBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (text === '') return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  // Only the bearer token identifies the caller: no identity, test-mode or admin-override
  // headers are ever sent (ARCHITECTURE.md, "What the spec does that Oneway must not do").
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  // On a cold load the session is being restored from the refresh cookie while the first
  // screen asks for its data: wait for it, or a signed-in person's request goes out as a
  // visitor's and answers 401 (e.g. /show-interest opened from a link).
  if (!getAccessToken()) await refreshInProgress()?.catch(() => null);
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && options.retryOnUnauthorized !== false && getAccessToken()) {
    const user = await refreshAccessToken().catch(() => null);
    if (user) response = await send(path, options);
  }
  const { json, text } = await parseBody(response);
  if (!response.ok) {
    const body = json as Record<string, unknown> | undefined;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError({
      status: response.status,
      detail: messageFromBody(json, text),
      code: typeof body?.code === 'string' ? body.code : undefined,
      correlationId: typeof body?.correlationId === 'string' ? body.correlationId : undefined,
      fieldErrors: fieldErrorsFromBody(json),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  return json as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** multipart/form-data (photos); the server sniffs each file's type. */
  upload: <T>(path: string, form: FormData) => apiRequest<T>(path, { method: 'POST', body: form }),
};
