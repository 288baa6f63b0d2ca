import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isProduction, type GatewayConfig } from '../../../config.js';
import { CONFIG, OPS_SESSIONS } from '../../../gateway.tokens.js';
import type { OpsSessions } from '../../../application/ops-sessions.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { gatewayState } from '../http-request.js';
import { OPS_COOKIE, QUEUE_BOARD_PATH } from './queue-board.js';

/** Opens the job-queue board for an admin: a ticket cookie scoped to the board's path. */
@Controller('admin/queues')
@RequireAction('queues.board')
export class QueueBoardController {
  constructor(
    @Inject(OPS_SESSIONS) private readonly sessions: OpsSessions,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('session')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Open Bull Board (job queues): sets a short-lived cookie for /ops/queues (admin)',
      auth: 'bearer',
      responses: { 200: z.object({ url: z.string() }) },
    }),
  )
  async open(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { ticket, maxAgeSeconds } = await this.sessions.open(gatewayState(req).auth!);
    reply.setCookie(OPS_COOKIE, ticket, {
      httpOnly: true,
      sameSite: 'strict',
      secure: isProduction(this.config),
      path: QUEUE_BOARD_PATH,
      maxAge: maxAgeSeconds,
    });
    return { url: `${QUEUE_BOARD_PATH}/` };
  }
}
