import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error';
import { getAccessToken, refreshAccessToken } from './session';

/**
 * Files to and from the API: uploads as multipart/form-data, private files (photos) fetched
 * with the session's bearer token (an <img src> could not send it) and shown from a blob URL.
 */
async function withSession(request: (headers: Record<string, string>) => Promise<Response>): Promise<Response> {
  const headers = (): Record<string, string> => {
    const token = getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  let response = await request(headers());
  if (response.status === 401 && getAccessToken()) {
    const user = await refreshAccessToken().catch(() => null);
    if (user) response = await request(headers());
  }
  return response;
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const body = json as Record<string, unknown> | undefined;
  return new ApiError({
    status: response.status,
    detail: messageFromBody(json, text),
    code: typeof body?.code === 'string' ? body.code : undefined,
    fieldErrors: fieldErrorsFromBody(json),
  });
}

/** POST files in one multipart field; the server sniffs their type and answers JSON. */
export async function uploadFiles<T>(path: string, field: string, files: readonly File[]): Promise<T> {
  const response = await withSession((headers) => {
    const form = new FormData();
    for (const f of files) form.append(field, f, f.name);
    return fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', ...headers },
      body: form,
      credentials: 'same-origin',
    });
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** A private file's bytes as a Blob (404 when the caller may not see it). */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await withSession((headers) => fetch(path, { headers, credentials: 'same-origin', signal }));
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}
