import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { registerForRequests } from './plugin-for-requests.js';

/**
 * `@fastify/cors` for the requests CORS is about. A browser's cross-origin request always
 * carries an `Origin` header (Fetch standard), and only such a request reads CORS answer
 * headers. A request without one (the web app's same-origin reads, server-to-server callers,
 * probes) gets only `Vary: Origin`, as the plugin gives it, so that a cache never hands a
 * cross-origin caller an answer made without CORS. Preflights (`OPTIONS`) always go to the
 * plugin, which refuses one without `Origin` (400).
 *
 * The plugin's work on every request (its options merged, the origin resolved, three more
 * headers that Node validates one by one) was 9% of a signed-in read's instructions
 * (decision gateway-cors-only-for-cross-origin-requests).
 */
export function registerCrossOriginCors(fastify: FastifyInstance, options: FastifyCorsOptions): Promise<void> {
  return registerForRequests(
    fastify,
    cors as never,
    { ...options, hook: 'onRequest' },
    {
      applies: (req) => req.headers.origin !== undefined || req.method === 'OPTIONS',
      otherwise: (_req, reply) => void reply.header('vary', 'Origin'),
    },
  );
}
