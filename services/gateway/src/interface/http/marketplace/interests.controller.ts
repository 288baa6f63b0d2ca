import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { RequireVerifiedEmail } from '../auth/access-policy.decorators.js';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  acceptInterestRpc,
  expressInterestRpc,
  listInterestsOnMyShipmentsRpc,
  listMyInterestsRpc,
  rejectInterestRpc,
  withdrawInterestRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

const idParam = z.object({ id: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: Omit<RpcDocOptions, 'params'> & { params?: boolean } = {}) =>
  rpcRouteDoc('interests', summary, contract, { ...opts, params: opts.params ? idParam : undefined });

/** A traveler's interest in a shipment, and the sender's answer (marketplace). */
@Controller()
export class InterestsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @RequireVerifiedEmail('offer to carry a package')
  @Post('shipments/:id/interests')
  @HttpCode(201)
  @RouteSchema(
    doc('Show interest in a shipment with one of my active trips', expressInterestRpc, {
      body: true,
      params: true,
      pathFields: ['shipmentId'],
      status: 201,
    }),
  )
  express(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Record<string, unknown> | undefined) {
    return forwardBody(this.rpc, req, expressInterestRpc, body, { shipmentId: id });
  }

  @Post('interests/:id/withdraw')
  @HttpCode(200)
  @RouteSchema(doc('Withdraw my interest (traveler)', withdrawInterestRpc, { params: true }))
  withdraw(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, withdrawInterestRpc, { interestId: id });
  }

  @Post('interests/:id/reject')
  @HttpCode(200)
  @RouteSchema(doc('Reject an interest on my shipment (sender)', rejectInterestRpc, { params: true }))
  reject(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, rejectInterestRpc, { interestId: id });
  }

  @RequireVerifiedEmail('accept a traveler')
  @Post('interests/:id/accept')
  @HttpCode(200)
  @RouteSchema(doc('Accept an interest once the payment is in escrow (sender)', acceptInterestRpc, { params: true }))
  accept(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, acceptInterestRpc, { interestId: id });
  }

  @Get('my-interests')
  @RouteSchema(doc('Interests I showed as a traveler', listMyInterestsRpc, { query: true }))
  mine(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listMyInterestsRpc, queryPayload(listMyInterestsRpc, query));
  }

  @Get('manage-interests')
  @RouteSchema(doc('Interests on my shipments', listInterestsOnMyShipmentsRpc, { query: true }))
  onMyShipments(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(
      this.rpc,
      req,
      listInterestsOnMyShipmentsRpc,
      queryPayload(listInterestsOnMyShipmentsRpc, query),
    );
  }
}
