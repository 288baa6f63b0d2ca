import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  EMAIL_CATEGORIES,
  getNotificationPreferencesRpc,
  setNotificationPreferenceRpc,
  unsubscribeRpc,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';

type Body = Record<string, unknown> | undefined;

/** My notification preferences (in-app always on, e-mail per category) and e-mails' unsubscribe links. */
@Controller('notification-preferences')
export class NotificationPreferencesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'notifications',
      summary: 'My notification preferences: in-app always on, e-mail per category',
      auth: 'bearer',
      responses: { 200: getNotificationPreferencesRpc.response },
    }),
  )
  get(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, getNotificationPreferencesRpc, {});
  }

  @Put(':category')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'notifications',
      summary: 'Turn e-mail of one category on or off: body {email:boolean}',
      auth: 'bearer',
      body: setNotificationPreferenceRpc.request,
      params: z.object({ category: z.enum(EMAIL_CATEGORIES) }),
      pathFields: ['category'],
      responses: { 200: setNotificationPreferenceRpc.response },
    }),
  )
  set(@Req() req: FastifyRequest, @Param('category') category: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, setNotificationPreferenceRpc, body, { category });
  }

  /** An e-mail's one-click link, signed in or not: the signed token is the only credential. */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'notifications',
      summary: "Unsubscribe from one category of e-mail with the token of an e-mail's link (no sign-in)",
      auth: 'none',
      body: unsubscribeRpc.request,
      responses: { 200: unsubscribeRpc.response },
    }),
  )
  unsubscribe(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, unsubscribeRpc, body);
  }
}
