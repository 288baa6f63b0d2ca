import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { listActiveRelayPointsRpc, relayPublicStorageLimitsRpc } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

/** /relay-points and the shipment form: active relay points by country and city (public). */
@Controller('relay-points')
export class RelayPointsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Public()
  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'relay',
      summary: 'Active relay points, optionally in one country and city',
      auth: 'optional',
      querystring: listActiveRelayPointsRpc.request,
      responses: { 200: listActiveRelayPointsRpc.response },
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listActiveRelayPointsRpc, queryPayload(listActiveRelayPointsRpc, query));
  }

  @Public()
  @Get('storage-limits')
  @RouteSchema(
    routeDoc({
      tag: 'relay',
      summary: 'How long relay points keep a package: expected, near-limit and expired days',
      auth: 'optional',
      responses: { 200: relayPublicStorageLimitsRpc.response },
    }),
  )
  storageLimits(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, relayPublicStorageLimitsRpc, {});
  }
}
