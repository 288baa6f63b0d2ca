import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminListReviewsRpc,
  hideReviewRpc,
  reportReviewRpc,
  restoreReviewRpc,
  shipmentReviewsRpc,
  submitReviewRpc,
  userReviewsRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
const idParam = z.object({ id: z.uuid() });
const doc = (tag: string, summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc(tag, summary, contract, { ...opts, params: idParam });

/** Reviews and ratings (marketplace, spec §5). */
@Controller()
export class ReviewsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('shipments/:id/reviews')
  @RouteSchema(doc('reviews', 'My review of a shipment and, once published, the other party’s', shipmentReviewsRpc))
  forShipment(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, shipmentReviewsRpc, { shipmentId: id });
  }

  @Post('shipments/:id/reviews')
  @HttpCode(201)
  @RouteSchema(
    doc('reviews', 'Review the other party of a delivered shipment (once, within 7 days)', submitReviewRpc, {
      body: true,
      status: 201,
    }),
  )
  submit(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, submitReviewRpc, body, { shipmentId: id });
  }

  @Get('users/:id/reviews')
  @RouteSchema(doc('reviews', 'Published reviews a user received, and their rating', userReviewsRpc, { query: true }))
  ofUser(@Req() req: FastifyRequest, @Param('id') id: string, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, userReviewsRpc, { ...queryPayload(userReviewsRpc, query), userId: id });
  }

  @Post('reviews/:id/report')
  @HttpCode(200)
  @RouteSchema(doc('reviews', 'Report a review to the moderators', reportReviewRpc, { body: true }))
  report(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, reportReviewRpc, body, { reviewId: id });
  }
}

/** Review moderation (roles matrix `reviews.moderate`; marketplace checks it again). */
@Controller('admin/reviews')
@RequireAction('reviews.moderate')
export class AdminReviewsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Reported (default), hidden or all published reviews',
      auth: 'bearer',
      querystring: adminListReviewsRpc.request,
      responses: { 200: adminListReviewsRpc.response },
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, adminListReviewsRpc, queryPayload(adminListReviewsRpc, query));
  }

  @Post(':id/hide')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Hide a review with notes', hideReviewRpc, { body: true }))
  hide(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, hideReviewRpc, body, { reviewId: id });
  }

  @Post(':id/restore')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Restore a hidden review with notes', restoreReviewRpc, { body: true }))
  restore(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, restoreReviewRpc, body, { reviewId: id });
  }
}
