import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  listNotificationsRpc,
  markAllNotificationsReadRpc,
  markNotificationReadRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

const doc = (
  summary: string,
  contract: RpcContract,
  opts: Omit<RpcDocOptions, 'params' | 'status'> & { params?: boolean } = {},
) =>
  rpcRouteDoc('notifications', summary, contract, {
    ...opts,
    params: opts.params ? z.object({ id: z.uuid() }) : undefined,
  });

/** My notifications (spec §7): list, read one, read all. */
@Controller('notifications')
export class NotificationsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(doc('My notifications, newest first, with the unread count', listNotificationsRpc, { query: true }))
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listNotificationsRpc, queryPayload(listNotificationsRpc, query));
  }

  @Post('mark-all-read')
  @HttpCode(200)
  @RouteSchema(doc('Mark all my notifications as read', markAllNotificationsReadRpc))
  markAll(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, markAllNotificationsReadRpc, {});
  }

  @Patch(':id')
  @RouteSchema(
    doc('Mark one of my notifications as read: body {read:true}', markNotificationReadRpc, {
      body: true,
      params: true,
    }),
  )
  markRead(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Record<string, unknown> | undefined) {
    return forwardBody(this.rpc, req, markNotificationReadRpc, body, { notificationId: id });
  }
}
