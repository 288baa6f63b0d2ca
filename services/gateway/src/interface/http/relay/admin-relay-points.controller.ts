import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminAssignRelayStaffRpc,
  adminChangeRoleRpc,
  adminCreateRelayPointRpc,
  adminGetRelayPointRpc,
  adminGetUserRpc,
  adminListRelayPointsRpc,
  adminSetRelayPointActiveRpc,
  adminUnassignRelayStaffRpc,
  adminUpdateRelayPointRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { rpcMetaOf } from '../http-request.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { withIdempotencyKey } from '../idempotency-key.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
const idParam = z.object({ id: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc('admin', summary, contract, opts);

/** /admin/relay-points: admins create, edit, deactivate points and assign their staff (relay checks the role again). */
@Controller('admin/relay-points')
@RequireAction('relay_points.manage')
export class AdminRelayPointsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    doc('Every relay point with its staff (search by name, city, country)', adminListRelayPointsRpc, { query: true }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, adminListRelayPointsRpc, queryPayload(adminListRelayPointsRpc, query));
  }

  @Post()
  @HttpCode(201)
  @RouteSchema(doc('Create a relay point', adminCreateRelayPointRpc, { body: true, status: 201, idempotencyKey: true }))
  create(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(
      this.rpc,
      req,
      adminCreateRelayPointRpc,
      withIdempotencyKey(req, body, 'relayPointId', 'relay-points.create'),
    );
  }

  @Get(':id')
  @RouteSchema(doc('One relay point with its staff', adminGetRelayPointRpc, { params: idParam }))
  get(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, adminGetRelayPointRpc, { relayPointId: id });
  }

  @Patch(':id')
  @RouteSchema(
    doc('Edit a relay point (the whole form is sent again)', adminUpdateRelayPointRpc, { body: true, params: idParam }),
  )
  update(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, adminUpdateRelayPointRpc, body, { relayPointId: id });
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @RouteSchema(
    doc('Deactivate a relay point (it takes no new packages)', adminSetRelayPointActiveRpc, { params: idParam }),
  )
  deactivate(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, adminSetRelayPointActiveRpc, { relayPointId: id, active: false });
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @RouteSchema(doc('Reactivate a relay point', adminSetRelayPointActiveRpc, { params: idParam }))
  reactivate(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, adminSetRelayPointActiveRpc, { relayPointId: id, active: true });
  }

  /**
   * Assigns a user to the point; a plain user also gets the `relay_staff` role (identity),
   * so the dashboard opens for them. Both steps are idempotent: a retry completes a half-done one.
   */
  @Post(':id/staff')
  @HttpCode(200)
  @RouteSchema(
    // The body's `userId` is a field of its own: only `relayPointId` comes from the path.
    doc('Assign a user as relay staff at this point', adminAssignRelayStaffRpc, {
      body: true,
      params: idParam,
      pathFields: ['relayPointId'],
    }),
  )
  async assign(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    const view = await forwardBody(this.rpc, req, adminAssignRelayStaffRpc, body, { relayPointId: id });
    const userId = String(body?.userId);
    const user = await this.rpc.call(adminGetUserRpc, { userId }, rpcMetaOf(req));
    if (user.role === 'user') await this.rpc.call(adminChangeRoleRpc, { userId, role: 'relay_staff' }, rpcMetaOf(req));
    return view;
  }

  @Delete(':id/staff/:userId')
  @RouteSchema(
    doc('Remove a staff member from this point', adminUnassignRelayStaffRpc, {
      params: z.object({ id: z.uuid(), userId: z.uuid() }),
    }),
  )
  unassign(@Req() req: FastifyRequest, @Param('id') id: string, @Param('userId') userId: string) {
    return forwardPayload(this.rpc, req, adminUnassignRelayStaffRpc, { relayPointId: id, userId });
  }
}
