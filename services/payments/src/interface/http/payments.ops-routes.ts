import { DomainError, httpStatusOf, toProblem, toErrorPayload } from '@oneway/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleProviderWebhook } from '../../application/handle-provider-webhook/handle-provider-webhook.js';
import type { PaymentsDeps } from '../../application/payments-deps.js';

/**
 * On the service's internal ops port: the provider webhook endpoint (raw body kept for the
 * signature). The ops port is not public; the gateway exposes the webhook (forwarding it over
 * `payments.handleProviderWebhook`) and shows the release and payout queues in Bull Board
 * behind the admin role (`/ops/queues`), so no unauthenticated board runs here.
 */
export function registerOpsExtras(http: FastifyInstance, deps: PaymentsDeps): void {
  void http.register(async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post('/webhooks/stripe', async (req, reply) => {
      const correlationId = randomUUID();
      try {
        const { duplicate } = await handleProviderWebhook(
          deps,
          req.body as string,
          req.headers['stripe-signature'] as string | undefined,
          correlationId,
        );
        return reply.code(200).send({ received: true, duplicate });
      } catch (err) {
        if (err instanceof DomainError) {
          return reply
            .code(httpStatusOf(err.kind))
            .type('application/problem+json')
            .send(toProblem(toErrorPayload(err), correlationId));
        }
        deps.logger.error({ err, correlationId }, 'webhook failed');
        return reply.code(500).send({ received: false });
      }
    });
  });
}
