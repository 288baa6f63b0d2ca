import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

type RequestHook = (
  this: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => unknown;

/** A Fastify plugin as `fastify-plugin` exports it: callable on an instance with its options. */
type Plugin<O> = (instance: FastifyInstance, options: O, done: (err?: Error) => void) => void;

/** The request and response hooks a plugin may add; any other kind stops the boot. */
const WRAPPED_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Registers a Fastify plugin on the instance itself, with its request hooks running only for
 * the requests it concerns: `applies(req)` decides, and `otherwise` (if given) does the little
 * a passed-over request still needs. Decorators, routes and content-type parsers are the
 * plugin's own, registered on the instance as `register` would (the plugins wrapped here are
 * `fastify-plugin`s, which register on the instance they are given).
 *
 * Every hook of the root instance runs on every request, the signed-in `GET /api/user` of every
 * page included: CORS for a request with no `Origin` and the upload plugin's hooks for a
 * request with no multipart body were 9% and 3.4% of that read's instructions
 * (decision gateway-cors-only-for-cross-origin-requests).
 */
export async function registerForRequests<O>(
  fastify: FastifyInstance,
  plugin: Plugin<O>,
  options: O,
  scope: { applies: (req: FastifyRequest) => boolean; otherwise?: (req: FastifyRequest, reply: FastifyReply) => void },
): Promise<void> {
  const addHook = (name: string, hook: RequestHook) => {
    if (!WRAPPED_HOOKS.has(name)) throw new Error(`a plugin added a ${name} hook; only request hooks are scoped`);
    // Same-named hooks keep the hook's own style: a callback hook calls `done`, an async one
    // returns its promise (Fastify takes whichever comes).
    return fastify.addHook(name as 'onRequest', function forRequests(this: FastifyInstance, req, reply, done) {
      if (scope.applies(req)) return hook.call(this, req, reply, done);
      if (name === 'onRequest') scope.otherwise?.(req, reply);
      return done();
    });
  };
  // The plugin sees the instance with only `addHook` scoped; every other method is the
  // instance's own, called on the instance.
  const scoped = new Proxy(fastify, {
    get(target, key) {
      if (key === 'addHook') return addHook;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) => plugin(scoped, options, (err) => (err ? reject(err) : resolve())));
}
