import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. They depend on the options only
 * (no per-request nonce), so every answer gets the same set through Fastify's `reply.headers`
 * instead of helmet's middleware running a dozen `setHeader` calls on each response.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** The two sets the gateway gives its answers, computed once at boot. */
export interface GatewaySecurityHeaders {
  /** Pages: the web app, the API docs, anything a browser renders as a document. */
  document: Record<string, string>;
  /** JSON answers of the API, read by `fetch` and never rendered as a page. */
  api: Record<string, string>;
}

export function gatewaySecurityHeaders(production: boolean): GatewaySecurityHeaders {
  return {
    document: securityHeadersOf({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // blob: private photos are fetched with the session and shown from a blob URL.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // Stripe Elements (payments in Stripe mode) needs its script, frames and API.
          connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
          frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameAncestors: ["'none'"],
          // Only behind TLS: in development the app is served over plain http.
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      hsts: production,
      frameguard: { action: 'deny' },
    }),
    // OWASP's set for REST answers: nothing may load from or frame an answer opened as a
    // page, no sniffing it into something else, no cross-site reading of it. The rest of
    // helmet's defaults steer how a document behaves (opener, origin-keyed agent cluster,
    // DNS prefetch, IE's download and XSS-filter switches, Flash and PDF policies) and apply to
    // none of these answers.
    api: securityHeadersOf({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      hsts: production,
      frameguard: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  };
}

/** An answer of the JSON API (the docs under /api/docs are pages). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
