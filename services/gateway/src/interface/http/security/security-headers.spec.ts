import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { gatewaySecurityHeaders, isApiAnswer, securityHeadersOf } from './security-headers.js';

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

describe('the gateway’s two sets: documents and API answers', () => {
  const { document, api } = gatewaySecurityHeaders(false);

  it('pages keep helmet’s full set with the app’s content security policy', () => {
    expect(document['content-security-policy']).toContain("default-src 'self'");
    expect(document['content-security-policy']).toContain('https://js.stripe.com');
    expect(document['cross-origin-opener-policy']).toBe('same-origin');
    expect(document['x-frame-options']).toBe('DENY');
  });

  it('API answers carry OWASP’s REST set: nothing loads from or frames them, no sniffing, no cross-site reads', () => {
    expect(api).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('both sets get HSTS in production only', () => {
    const production = gatewaySecurityHeaders(true);
    expect(production.api['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production.document['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(document['strict-transport-security']).toBeUndefined();
  });

  it('the API docs are pages; every other /api/ path is an API answer', () => {
    expect(isApiAnswer('/api/user')).toBe(true);
    expect(isApiAnswer('/api/messages?before=x')).toBe(true);
    expect(isApiAnswer('/api/docs')).toBe(false);
    expect(isApiAnswer('/api/docs/static/index.html')).toBe(false);
    expect(isApiAnswer('/messages')).toBe(false);
    expect(isApiAnswer('/health')).toBe(false);
  });
});
