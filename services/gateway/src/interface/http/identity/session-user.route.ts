import { getCurrentUserRpc, userDtoSchema } from '@oneway/contracts';
import type { Logger, RpcClient } from '@oneway/service-kit/edge';
import type { FastifyInstance } from 'fastify';
import type { SessionUserReadModel } from '../../../application/sessions.js';
import type { RequestAuthenticator } from '../auth/request-authenticator.js';
import { routeDoc } from '../docs/route-doc.js';
import { sendProblem } from '../errors/problem.filter.js';
import { gatewayState, rpcMetaOf } from '../http-request.js';
import { enforceInputPolicy } from '../input-policy/input-policy.js';

const inputPolicy = enforceInputPolicy({ skipRoutes: [] });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `GET /api/user`, the signed-in user: the read every page of the web app makes, answered from
 * the gateway's read model of signed-in users (identity only on a miss). A Fastify route of its
 * own rather than a Nest controller method: Nest's router (execution context, guards, param
 * factories) was a third of this read's CPU (decision gateway-session-read-outside-nest). It
 * keeps every rule a Nest route has: the same authenticator (401 without a session, and for a
 * revoked one), then the same input policy, the same hooks (correlation id, security headers,
 * CORS, metrics) and the same problem details.
 */
export function registerSessionUserRoute(
  fastify: FastifyInstance,
  deps: { authenticator: RequestAuthenticator; sessionUsers: SessionUserReadModel; rpc: RpcClient; logger: Logger },
): void {
  fastify.route({
    method: 'GET',
    url: '/api/user',
    schema: routeDoc({
      tag: 'auth',
      summary: 'The signed-in user (401 when not signed in)',
      auth: 'bearer',
      responses: { 200: userDtoSchema },
    }),
    errorHandler: (err, req, reply) => sendProblem(err, req, reply, deps.logger),
    handler: async (req, reply) => {
      const auth = await deps.authenticator.require(req);
      gatewayState(req).auth = auth;
      inputPolicy(req);
      // The RPC's metadata (the caller's address among it) is built only on a miss.
      const json = await deps.sessionUsers.getJson(auth.actor.userId, () =>
        deps.rpc.call(getCurrentUserRpc, {}, rpcMetaOf(req)),
      );
      // Already JSON: with its type set, Fastify sends the text as it is.
      void reply.type(JSON_TYPE);
      return json;
    },
  });
}
