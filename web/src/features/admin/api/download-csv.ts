import { ApiError, messageFromBody } from '@/lib/api-error';
import { getAccessToken } from '@/lib/session';

/**
 * Downloads a staff list as CSV (`?format=csv`): the file comes with the bearer token like any
 * API call, so it is fetched and handed to the browser as a file rather than opened as a link.
 */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const token = getAccessToken();
  const res = await fetch(path, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    throw new ApiError({ status: res.status, detail: messageFromBody(json, text) });
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
