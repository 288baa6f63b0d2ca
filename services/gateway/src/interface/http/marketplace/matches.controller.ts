import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { getMatchRpc, listMyMatchesRpc } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

/** /matches and /matches/:id: my matches from either side (marketplace); anyone else's is 404. */
@Controller()
export class MatchesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('matches')
  @RouteSchema(
    routeDoc({
      tag: 'matches',
      summary: 'My matches as sender or traveler, with the next step and the actions allowed',
      auth: 'bearer',
      querystring: listMyMatchesRpc.request,
      responses: { 200: listMyMatchesRpc.response },
    }),
  )
  mine(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listMyMatchesRpc, queryPayload(listMyMatchesRpc, query));
  }

  @Get('matches/:id')
  @RouteSchema(
    routeDoc({
      tag: 'matches',
      summary: 'One match of mine (its id is the interest’s); another user’s match is not found',
      auth: 'bearer',
      pathFields: ['matchId'],
      params: z.object({ id: z.uuid() }),
      responses: { 200: getMatchRpc.response },
    }),
  )
  one(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getMatchRpc, { matchId: id });
  }
}
