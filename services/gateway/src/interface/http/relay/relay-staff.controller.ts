import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  myRelayPointsRpc,
  relayCheckInRpc,
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReleaseRpc,
  relayReturnToSenderRpc,
  type RpcContract,
  fileErrors,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT, UPLOAD_REGISTRY } from '../../../gateway.tokens.js';
import type { UploadRegistry } from '../../../application/uploads.js';
import { rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { withIdempotencyKey } from '../idempotency-key.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';
import { relayPhotoKey, relayPointOwner } from './relay-photos.controller.js';

type Body = Record<string, unknown> | undefined;
const pointParam = z.object({ pointId: z.uuid() });
const packageParams = z.object({ pointId: z.uuid(), packageId: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc('relay', summary, contract, opts);

/**
 * The relay staff dashboard. The relay service checks on every call that the caller is
 * assigned to the point in the path; another point (or its package) is 404.
 */
@Controller('relay/points')
export class RelayStaffController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(UPLOAD_REGISTRY) private readonly uploads: UploadRegistry,
  ) {}

  @Get()
  @RouteSchema(doc('The relay points I work at', myRelayPointsRpc))
  mine(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, myRelayPointsRpc, {});
  }

  @Get(':pointId/packages')
  @RouteSchema(
    doc('Packages at my point (stored by default), newest first, searchable by tracking number', relayInventoryRpc, {
      query: true,
      params: pointParam,
    }),
  )
  inventory(@Req() req: FastifyRequest, @Param('pointId') pointId: string, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, relayInventoryRpc, {
      ...queryPayload(relayInventoryRpc, query),
      relayPointId: pointId,
    });
  }

  @Get(':pointId/packages/:packageId')
  @RouteSchema(doc('One package at my point, with its history', relayGetPackageRpc, { params: packageParams }))
  get(@Req() req: FastifyRequest, @Param('pointId') pointId: string, @Param('packageId') packageId: string) {
    return forwardPayload(this.rpc, req, relayGetPackageRpc, { relayPointId: pointId, packageId });
  }

  @Post(':pointId/check-ins')
  @HttpCode(201)
  @RouteSchema(
    doc('Check a package in by its tracking code', relayCheckInRpc, {
      body: true,
      params: pointParam,
      status: 201,
      idempotencyKey: true,
    }),
  )
  async checkIn(@Req() req: FastifyRequest, @Param('pointId') pointId: string, @Body() body: Body) {
    // Photos are ids uploaded for this very point (POST …/photos); the contract checks their form.
    const photos = body?.photos;
    if (Array.isArray(photos) && photos.every((p) => typeof p === 'string')) {
      const keys = (photos as string[]).map(relayPhotoKey);
      if (!(await this.uploads.allBelongTo(keys, relayPointOwner(pointId)))) throw fileErrors.notUploaded('photos');
    }
    const keyed = withIdempotencyKey(req, body, 'requestId', `relay.check-in:${pointId}`);
    return forwardBody(this.rpc, req, relayCheckInRpc, keyed, { relayPointId: pointId });
  }

  @Post(':pointId/packages/:packageId/release')
  @HttpCode(200)
  @RouteSchema(
    doc('Release a package: ID checks confirmed and the collector’s 6-digit code', relayReleaseRpc, {
      body: true,
      params: packageParams,
      idempotencyKey: true,
    }),
  )
  release(
    @Req() req: FastifyRequest,
    @Param('pointId') pointId: string,
    @Param('packageId') packageId: string,
    @Body() body: Body,
  ) {
    const keyed = withIdempotencyKey(req, body, 'requestId', `relay.release:${pointId}:${packageId}`);
    return forwardBody(this.rpc, req, relayReleaseRpc, keyed, { relayPointId: pointId, packageId });
  }

  @Post(':pointId/packages/:packageId/return')
  @HttpCode(200)
  @RouteSchema(
    doc('Return an expired package to its sender', relayReturnToSenderRpc, { body: true, params: packageParams }),
  )
  returnToSender(
    @Req() req: FastifyRequest,
    @Param('pointId') pointId: string,
    @Param('packageId') packageId: string,
    @Body() body: Body,
  ) {
    return forwardBody(this.rpc, req, relayReturnToSenderRpc, body, { relayPointId: pointId, packageId });
  }
}
