import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerForRequests } from './plugin-for-requests.js';

/** Any request whose body says it is multipart, however its type is cased or spaced. */
const isMultipartBody = (req: FastifyRequest) => {
  const type = req.headers['content-type'];
  return type !== undefined && /multipart/i.test(type);
};

/**
 * `@fastify/multipart` on the instance itself (uploads are Nest routes, on the root), its hooks
 * only for requests with a multipart body. They clean up files saved to disk when the response
 * ends or the connection closes, and a request without such a body has none: on every other
 * request they were an async `onRequest` that listened for `close` and an async `onResponse`,
 * 3.4% of a signed-in read's instructions (decision gateway-cors-only-for-cross-origin-requests).
 */
export function registerMultipartUploads(fastify: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  return registerForRequests(fastify, multipart as never, options, { applies: isMultipartBody });
}
