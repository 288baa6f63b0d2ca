import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { checkReadiness, type ReadinessCheck } from './readiness.js';

export interface OpsState {
  /** False once shutdown begins, so load balancers stop sending work. */
  accepting: boolean;
}

/** /health (the process is alive), /ready (its dependencies answer), /metrics (Prometheus). */
export function registerOpsRoutes(
  app: FastifyInstance,
  opts: {
    service: string;
    registry: Registry;
    checks: Record<string, ReadinessCheck>;
    state: OpsState;
    pathPrefix?: string;
    /**
     * Who may read /metrics. Absent: anyone (a service's internal ops port). A string: only a
     * scraper sending `Authorization: Bearer <token>`. Null: not served here (a public port).
     */
    metricsToken?: string | null;
  },
): void {
  const p = opts.pathPrefix ?? '';
  app.get(`${p}/health`, async () => ({ status: 'ok', service: opts.service }));
  app.get(`${p}/ready`, async (_req, reply) => {
    const result = await checkReadiness(opts.checks);
    const ready = result.ready && opts.state.accepting;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      service: opts.service,
      accepting: opts.state.accepting,
      ...result,
    });
  });
  const expected = typeof opts.metricsToken === 'string' ? Buffer.from(`Bearer ${opts.metricsToken}`) : null;
  app.get(`${p}/metrics`, async (req, reply) => {
    const sent = Buffer.from(req.headers.authorization ?? '');
    const allowed =
      opts.metricsToken === undefined ||
      (expected !== null && sent.length === expected.length && timingSafeEqual(sent, expected));
    if (!allowed) {
      return reply.code(404).type('application/problem+json').send({ status: 404, title: 'not found' });
    }
    reply.header('content-type', opts.registry.contentType);
    return opts.registry.metrics();
  });
}
