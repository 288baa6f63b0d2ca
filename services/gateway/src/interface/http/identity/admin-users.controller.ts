import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminBanUserRpc,
  adminChangeRoleRpc,
  adminGetUserRpc,
  adminListUsersRpc,
  adminUnbanUserRpc,
  adminUserHistoryRpc,
  userDtoSchema,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { rpcMetaOf } from '../http-request.js';

const userIdParam = z.object({ id: z.uuid() });
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Staff user management. The gateway refuses callers whose token role is too low (403)
 * before anything reaches identity, which checks the role again against its own records.
 * Reads: admin, moderator, support. Writes: admin.
 */
@Controller('admin/users')
@RequireAction('users.read')
export class AdminUsersController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Search and page through users',
      auth: 'bearer',
      querystring: adminListUsersRpc.request,
      responses: { 200: adminListUsersRpc.response },
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    const q = {
      query: str(query.query),
      role: str(query.role),
      status: str(query.status),
      page: str(query.page),
      pageSize: str(query.pageSize),
    };
    const defined = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
    return this.rpc.call(adminListUsersRpc, defined as z.input<typeof adminListUsersRpc.request>, rpcMetaOf(req));
  }

  @Get(':id')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'One user, staff view',
      auth: 'bearer',
      params: userIdParam,
      responses: { 200: userDtoSchema },
    }),
  )
  get(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.rpc.call(adminGetUserRpc, { userId: id }, rpcMetaOf(req));
  }

  @Get(':id/history')
  @RequireAction('users.history.read')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'The user’s domain events, oldest first',
      auth: 'bearer',
      params: userIdParam,
      responses: { 200: adminUserHistoryRpc.response },
    }),
  )
  history(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.rpc.call(adminUserHistoryRpc, { userId: id }, rpcMetaOf(req));
  }

  @Patch(':id/role')
  @RequireAction('users.role.change')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Change a user’s role (admin)',
      auth: 'bearer',
      params: userIdParam,
      body: adminChangeRoleRpc.request.pick({ role: true }),
      responses: { 200: userDtoSchema },
    }),
  )
  changeRole(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Record<string, unknown> | undefined) {
    return this.rpc.call(
      adminChangeRoleRpc,
      { userId: id, role: body?.role } as z.input<typeof adminChangeRoleRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Post(':id/ban')
  @HttpCode(200)
  @RequireAction('users.ban')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Ban a user; ends every session at once (admin)',
      auth: 'bearer',
      params: userIdParam,
      body: adminBanUserRpc.request.pick({ reason: true }),
      responses: { 200: userDtoSchema },
    }),
  )
  ban(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Record<string, unknown> | undefined) {
    return this.rpc.call(
      adminBanUserRpc,
      { userId: id, reason: body?.reason } as z.input<typeof adminBanUserRpc.request>,
      rpcMetaOf(req),
    );
  }

  @Post(':id/unban')
  @HttpCode(200)
  @RequireAction('users.ban')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Lift a ban, with an optional reason (admin)',
      auth: 'bearer',
      params: userIdParam,
      body: adminUnbanUserRpc.request.pick({ reason: true }),
      responses: { 200: userDtoSchema },
    }),
  )
  unban(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Record<string, unknown> | undefined) {
    return this.rpc.call(
      adminUnbanUserRpc,
      { userId: id, reason: body?.reason } as z.input<typeof adminUnbanUserRpc.request>,
      rpcMetaOf(req),
    );
  }
}
