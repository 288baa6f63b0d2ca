import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { authErrors, userAchievementsRpc } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { rpcMetaOf } from '../http-request.js';

/** Badges with progress and user stats (marketplace projections). */
@Controller()
export class AchievementsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('achievements')
  @RouteSchema(
    routeDoc({
      tag: 'achievements',
      summary: 'My badges with progress, my points and stats',
      auth: 'bearer',
      responses: { 200: userAchievementsRpc.response },
    }),
  )
  mine(@Req() req: FastifyRequest) {
    const actor = rpcMetaOf(req).actor;
    if (!actor) throw authErrors.required();
    return forwardPayload(this.rpc, req, userAchievementsRpc, { userId: actor.userId });
  }

  @Get('users/:id/achievements')
  @RouteSchema(
    routeDoc({
      tag: 'achievements',
      summary: 'A person’s badges with progress and stats (shown on profiles)',
      auth: 'bearer',
      params: z.object({ id: z.uuid() }),
      responses: { 200: userAchievementsRpc.response },
    }),
  )
  ofUser(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, userAchievementsRpc, { userId: id });
  }
}
