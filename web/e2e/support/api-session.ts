import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export type ApiPerson = {
  userId: string;
  token: string;
  /** A JSON call with this person's bearer token; answers the status and the parsed body. */
  call: <T = any>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/**
 * Signs a demo account in through the context's own request client: the refresh cookie lands in
 * the browser context (its pages restore the session from it, no second sign-in) and the access
 * token serves the test's own API calls.
 */
export async function signInContext(
  context: BrowserContext,
  account: { login: string; password: string },
): Promise<ApiPerson> {
  const res = await context.request.post('/api/login', {
    data: { usernameOrEmail: account.login, password: account.password },
  });
  if (res.status() !== 200) throw new Error(`login ${account.login}: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as { accessToken: string; user: { id: string } };
  const token = session.accessToken;
  return {
    userId: session.user.id,
    token,
    async call(method, path, body) {
      const r = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** Retries until `probe` stops throwing (the services learn of each other by events). */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
