import Fastify, { type FastifyInstance } from 'fastify';
import { registerForRequests } from './plugin-for-requests.js';

/** A plugin with the parts a real one has: a decorator, a route, a callback and an async hook. */
const marking = (instance: FastifyInstance, options: { header: string }, done: (err?: Error) => void) => {
  instance.decorateRequest('marked', false);
  instance.addHook('onRequest', (req, reply, next) => {
    (req as unknown as { marked: boolean }).marked = true;
    void reply.header(options.header, 'ran');
    next();
  });
  instance.addHook('onResponse', async (req) => {
    responses.push(req.url);
  });
  instance.get('/plugin-route', async () => ({ ok: true }));
  done();
};
let responses: string[] = [];

describe('registerForRequests: a plugin whose request hooks run only for the requests it concerns', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    responses = [];
    app = Fastify();
    await registerForRequests(
      app,
      marking,
      { header: 'x-marked' },
      {
        applies: (req) => req.headers['x-wanted'] !== undefined,
        otherwise: (_req, reply) => void reply.header('x-passed-over', 'yes'),
      },
    );
    app.get('/', async (req) => ({ marked: (req as unknown as { marked: boolean }).marked }));
    await app.ready();
  });
  afterEach(() => app.close());

  it('a request it concerns goes through every hook of the plugin, callback and async alike', async () => {
    const res = await app.inject({ url: '/', headers: { 'x-wanted': '1' } });
    expect(res.json()).toEqual({ marked: true });
    expect(res.headers['x-marked']).toBe('ran');
    expect(res.headers['x-passed-over']).toBeUndefined();
    expect(responses).toEqual(['/']);
  });

  it('any other request skips them and gets what `otherwise` gives it', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.json()).toEqual({ marked: false });
    expect(res.headers['x-marked']).toBeUndefined();
    expect(res.headers['x-passed-over']).toBe('yes');
    expect(responses).toEqual([]);
  });

  it("the plugin's decorators and routes are the instance's own", async () => {
    expect(app.hasRequestDecorator('marked')).toBe(true);
    expect((await app.inject({ url: '/plugin-route' })).json()).toEqual({ ok: true });
  });

  it('a plugin adding a hook of another kind stops the boot rather than running unscoped', async () => {
    const other = Fastify();
    const plugin = (instance: FastifyInstance, _o: unknown, done: (err?: Error) => void) => {
      instance.addHook('preHandler', (_req, _reply, next) => next());
      done();
    };
    await expect(registerForRequests(other, plugin, {}, { applies: () => true })).rejects.toThrow(/preHandler/);
    await other.close();
  });
});
