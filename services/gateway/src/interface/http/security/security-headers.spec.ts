import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeadersOf } from './security-headers.js';

/** What helmet's own middleware leaves on a real response. */
function fromMiddleware(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('x-powered-by', 'something');
  helmet(options)(req, res, () => {});
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers computed once from helmet', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    hsts: false,
    frameguard: { action: 'deny' },
  };

  it('are the headers helmet’s middleware sets on a response, and only those', () => {
    const once = securityHeadersOf(options);
    expect(once).toEqual(fromMiddleware(options));
    expect(once['content-security-policy']).toContain("default-src 'self'");
    expect(once['x-frame-options']).toBe('DENY');
    expect(once['strict-transport-security']).toBeUndefined();
  });

  it('follow the options (HSTS in production)', () => {
    expect(securityHeadersOf({ ...options, hsts: true })['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
