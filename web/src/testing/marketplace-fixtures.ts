import { testUser } from './render-app';

/** An unsigned JWT whose `sub` is the user id: enough for the client to know who is viewing. */
export function fakeJwt(sub: string): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, role: 'user' })}.sig`;
}

/** The gateway's refresh answer for a signed-in user whose token carries their id. */
export function refreshAs(id: string) {
  return Response.json({
    accessToken: fakeJwt(id),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    user: testUser({ id }),
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
