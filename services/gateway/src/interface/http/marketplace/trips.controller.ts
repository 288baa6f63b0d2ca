import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminListTripsRpc,
  adminTripQueueItemSchema,
  approveTripRpc,
  cancelTripRpc,
  compatibleShipmentsRpc,
  completeTripRpc,
  createTripRpc,
  getTripRpc,
  listAvailableTripsRpc,
  listMyTripsRpc,
  marketplacePageOf,
  rejectTripRpc,
  travelerProfileRpc,
  updateTripRpc,
  type RpcContract,
  getPublicProfileRpc,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction, RequireVerifiedEmail } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { withIdempotencyKey } from '../idempotency-key.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { rpcMetaOf } from '../http-request.js';
import { withTravelers } from './admin-trip-queue.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
const idParam = z.object({ id: z.uuid() });
const doc = (
  tag: string,
  summary: string,
  contract: RpcContract,
  opts: Omit<RpcDocOptions, 'params'> & { params?: boolean } = {},
) => rpcRouteDoc(tag, summary, contract, { ...opts, params: opts.params ? idParam : undefined });

/** Trips and travelers (marketplace). */
@Controller()
export class TripsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('trips')
  @RouteSchema(doc('trips', 'My trips', listMyTripsRpc, { query: true }))
  listMine(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listMyTripsRpc, queryPayload(listMyTripsRpc, query));
  }

  @RequireVerifiedEmail('post a trip')
  @Post('trips')
  @HttpCode(201)
  @RouteSchema(
    doc('trips', 'Add a trip (starts pending verification)', createTripRpc, {
      body: true,
      status: 201,
      idempotencyKey: true,
    }),
  )
  create(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, createTripRpc, withIdempotencyKey(req, body, 'tripId', 'trips.create'));
  }

  @Get('trips/:id')
  @RouteSchema(
    doc('trips', 'A trip (full view for its traveler and staff, public view otherwise)', getTripRpc, { params: true }),
  )
  get(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getTripRpc, { tripId: id });
  }

  @Patch('trips/:id')
  @RouteSchema(doc('trips', 'Edit my trip', updateTripRpc, { body: true, params: true }))
  update(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, updateTripRpc, body, { tripId: id });
  }

  @Post('trips/:id/cancel')
  @HttpCode(200)
  @RouteSchema(doc('trips', 'Cancel my trip', cancelTripRpc, { body: true, params: true }))
  cancel(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, cancelTripRpc, body, { tripId: id });
  }

  @Post('trips/:id/complete')
  @HttpCode(200)
  @RouteSchema(doc('trips', 'Mark my trip completed', completeTripRpc, { params: true }))
  complete(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, completeTripRpc, { tripId: id });
  }

  @Get('trips/:id/compatible-shipments')
  @RouteSchema(
    doc('trips', 'Pending shipments my trip could carry', compatibleShipmentsRpc, { query: true, params: true }),
  )
  compatibleShipments(@Req() req: FastifyRequest, @Param('id') id: string, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, compatibleShipmentsRpc, {
      ...queryPayload(compatibleShipmentsRpc, query),
      tripId: id,
    });
  }

  @Get('travelers')
  @RouteSchema(doc('travelers', 'Upcoming active trips of other travelers', listAvailableTripsRpc, { query: true }))
  travelers(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listAvailableTripsRpc, queryPayload(listAvailableTripsRpc, query));
  }

  @Get('travelers/:id')
  @RouteSchema(
    doc('travelers', 'A traveler’s public profile: trips and delivery stats', travelerProfileRpc, { params: true }),
  )
  async traveler(@Req() req: FastifyRequest, @Param('id') id: string) {
    // Only people exist: an id identity does not know is a 404, never an empty profile (issue 10).
    await forwardPayload(this.rpc, req, getPublicProfileRpc, { userId: id });
    return forwardPayload(this.rpc, req, travelerProfileRpc, { userId: id });
  }
}

/** Trip verification queue (staff; marketplace checks the role again). */
@Controller('admin/trips')
@RequireAction('trips.read')
export class AdminTripsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Trips to review (default pending_verification), each with its traveler’s name, verification and rating',
      auth: 'bearer',
      querystring: adminListTripsRpc.request,
      responses: { 200: marketplacePageOf(adminTripQueueItemSchema) },
    }),
  )
  async list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    const page = await forwardPayload(this.rpc, req, adminListTripsRpc, queryPayload(adminListTripsRpc, query));
    return withTravelers(this.rpc, rpcMetaOf(req), page);
  }

  @Post(':id/approve')
  @RequireAction('trips.review')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Approve a trip', approveTripRpc, { body: true, params: true }))
  approve(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, approveTripRpc, body, { tripId: id });
  }

  @Post(':id/reject')
  @RequireAction('trips.review')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Reject a trip with notes', rejectTripRpc, { body: true, params: true }))
  reject(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, rejectTripRpc, body, { tripId: id });
  }
}
