import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  cancelShipmentRpc,
  compatibleTripsRpc,
  myTripsForShipmentRpc,
  confirmDeliveryRpc,
  confirmPickupRpc,
  createShipmentRpc,
  getAvailableShipmentRpc,
  getShipmentRpc,
  giveUpShipmentRpc,
  listAvailableShipmentsRpc,
  listMyShipmentsRpc,
  markArrivedRpc,
  markInTransitRpc,
  publicTrackingRpc,
  shipmentTrackingRpc,
  updateShipmentRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public, RequireVerifiedEmail } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { withIdempotencyKey } from '../idempotency-key.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
const idParam = z.object({ id: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc('shipments', summary, contract, opts);

/** Shipments: the sender's listings, their lifecycle actions, browsing and tracking (marketplace). */
@Controller()
export class ShipmentsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('shipments')
  @RouteSchema(doc('My shipments as sender (default) or traveler (`as=traveler`)', listMyShipmentsRpc, { query: true }))
  listMine(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listMyShipmentsRpc, queryPayload(listMyShipmentsRpc, query));
  }

  @RequireVerifiedEmail('list a package to ship')
  @Post('shipments')
  @HttpCode(201)
  @RouteSchema(doc('List a package to ship', createShipmentRpc, { body: true, status: 201, idempotencyKey: true }))
  create(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(
      this.rpc,
      req,
      createShipmentRpc,
      withIdempotencyKey(req, body, 'shipmentId', 'shipments.create'),
    );
  }

  @Get('shipments/:id')
  @RouteSchema(doc('One of my shipments (sender or matched traveler)', getShipmentRpc, { params: idParam }))
  get(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getShipmentRpc, { shipmentId: id });
  }

  @Patch('shipments/:id')
  @RouteSchema(
    doc('Edit a pending listing (the whole listing is sent again)', updateShipmentRpc, { body: true, params: idParam }),
  )
  update(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, updateShipmentRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/cancel')
  @HttpCode(200)
  @RouteSchema(doc('Cancel before pickup (sender)', cancelShipmentRpc, { body: true, params: idParam }))
  cancel(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, cancelShipmentRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/give-up')
  @HttpCode(200)
  @RouteSchema(
    doc('Give up a matched shipment before pickup (traveler)', giveUpShipmentRpc, { body: true, params: idParam }),
  )
  giveUp(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, giveUpShipmentRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/pickup')
  @HttpCode(200)
  @RouteSchema(
    doc('Confirm the handoff with the traveler’s pickup code (sender)', confirmPickupRpc, {
      body: true,
      params: idParam,
    }),
  )
  pickup(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, confirmPickupRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/in-transit')
  @HttpCode(200)
  @RouteSchema(doc('The traveler left with the package', markInTransitRpc, { body: true, params: idParam }))
  inTransit(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, markInTransitRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/arrived')
  @HttpCode(200)
  @RouteSchema(doc('The traveler is at the destination', markArrivedRpc, { body: true, params: idParam }))
  arrived(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, markArrivedRpc, body, { shipmentId: id });
  }

  @Post('shipments/:id/deliver')
  @HttpCode(200)
  @RouteSchema(
    doc('Confirm delivery with the receiver’s code (traveler)', confirmDeliveryRpc, { body: true, params: idParam }),
  )
  deliver(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, confirmDeliveryRpc, body, { shipmentId: id });
  }

  @Get('shipments/:id/tracking')
  @RouteSchema(
    doc('The full tracking timeline (sender and matched traveler)', shipmentTrackingRpc, { params: idParam }),
  )
  tracking(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, shipmentTrackingRpc, { shipmentId: id });
  }

  @Get('shipments/:id/compatible-trips')
  @RouteSchema(doc('Active trips that fit my shipment', compatibleTripsRpc, { query: true, params: idParam }))
  compatibleTrips(@Req() req: FastifyRequest, @Param('id') id: string, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, compatibleTripsRpc, {
      ...queryPayload(compatibleTripsRpc, query),
      shipmentId: id,
    });
  }

  @Get('available-shipments/:id/my-trips')
  @RouteSchema(
    doc(
      'My active trips split into those that can carry this shipment and those that cannot (with reasons)',
      myTripsForShipmentRpc,
      {
        params: idParam,
      },
    ),
  )
  myTripsFor(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, myTripsForShipmentRpc, { shipmentId: id });
  }

  @Get('available-shipments')
  @RouteSchema(doc('Browse pending shipments of others (filters)', listAvailableShipmentsRpc, { query: true }))
  browse(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listAvailableShipmentsRpc, queryPayload(listAvailableShipmentsRpc, query));
  }

  @Get('available-shipments/:id')
  @RouteSchema(doc('One pending listing', getAvailableShipmentRpc, { params: idParam }))
  browseOne(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getAvailableShipmentRpc, { shipmentId: id });
  }

  @Public()
  @Get('track/:trackingNumber')
  @RouteSchema(
    routeDoc({
      tag: 'shipments',
      summary: 'Public tracking timeline (no names, phones or addresses)',
      params: z.object({ trackingNumber: z.string() }),
      responses: { 200: publicTrackingRpc.response },
    }),
  )
  track(@Req() req: FastifyRequest, @Param('trackingNumber') trackingNumber: string) {
    return forwardPayload(this.rpc, req, publicTrackingRpc, { trackingNumber });
  }
}
