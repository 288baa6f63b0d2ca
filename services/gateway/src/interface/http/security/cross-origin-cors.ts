import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

type RequestHook = (
  this: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

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
 * (decision gateway-cors-only-for-cross-origin-requests). The plugin is registered on the
 * instance itself; only the request hook it adds is wrapped.
 */
export async function registerCrossOriginCors(fastify: FastifyInstance, options: FastifyCorsOptions): Promise<void> {
  const addHook = (name: string, hook: RequestHook) => {
    if (name !== 'onRequest') throw new Error(`@fastify/cors added a ${name} hook; only onRequest is wrapped`);
    return fastify.addHook('onRequest', function crossOriginOnly(req, reply, done) {
      if (req.headers.origin === undefined && req.method !== 'OPTIONS') {
        void reply.header('vary', 'Origin');
        return done();
      }
      return hook.call(this, req, reply, done);
    });
  };
  // The plugin sees the instance with only `addHook` wrapped; every other method is the
  // instance's own, called on the instance.
  const gated = new Proxy(fastify, {
    get(target, key) {
      if (key === 'addHook') return addHook;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) =>
    cors(gated, { ...options, hook: 'onRequest' }, (err) => (err ? reject(err) : resolve())),
  );
}
