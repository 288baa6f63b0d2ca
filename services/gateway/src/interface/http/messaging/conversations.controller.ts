import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminListMessageReportsRpc,
  blockUserRpc,
  listConversationsRpc,
  listMessagesRpc,
  markConversationDeliveredRpc,
  markConversationReadRpc,
  messagesSinceRpc,
  reactToMessageRpc,
  reportMessageRpc,
  sendMessageRpc,
  unblockUserRpc,
  unreadCountRpc,
  type RpcContract,
} from '@oneway/contracts';
import type { Logger, RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageDelivery, type LiveFanOut } from '../../../application/live-messages.js';
import { LIVE_FANOUT, LOGGER, RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
const userParam = z.object({ userId: z.uuid() });
const idParam = z.object({ id: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc('messages', summary, contract, opts);

/** Conversations with one person: its messages, receipts and blocks (messaging). */
@Controller('conversations')
export class ConversationsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    doc('My conversations with unread counts (optionally only one shipment’s threads)', listConversationsRpc, {
      query: true,
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listConversationsRpc, queryPayload(listConversationsRpc, query));
  }

  @Get(':userId/messages')
  @RouteSchema(
    doc('Messages with one person, newest first; `before` pages back', listMessagesRpc, {
      query: true,
      params: userParam,
    }),
  )
  messages(@Req() req: FastifyRequest, @Param('userId') userId: string, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, listMessagesRpc, { ...queryPayload(listMessagesRpc, query), userId });
  }

  @Post(':userId/read')
  @HttpCode(200)
  @RouteSchema(doc('Mark what this person sent me as read', markConversationReadRpc, { params: userParam }))
  read(@Req() req: FastifyRequest, @Param('userId') userId: string) {
    return forwardPayload(this.rpc, req, markConversationReadRpc, { userId });
  }

  @Post(':userId/delivered')
  @HttpCode(200)
  @RouteSchema(
    doc('Acknowledge delivery of what this person sent me', markConversationDeliveredRpc, { params: userParam }),
  )
  delivered(@Req() req: FastifyRequest, @Param('userId') userId: string) {
    return forwardPayload(this.rpc, req, markConversationDeliveredRpc, { userId });
  }

  @Put(':userId/block')
  @HttpCode(200)
  @RouteSchema(doc('Block this person: they can no longer message me', blockUserRpc, { params: userParam }))
  block(@Req() req: FastifyRequest, @Param('userId') userId: string) {
    return forwardPayload(this.rpc, req, blockUserRpc, { userId });
  }

  @Delete(':userId/block')
  @HttpCode(200)
  @RouteSchema(doc('Unblock this person', unblockUserRpc, { params: userParam }))
  unblock(@Req() req: FastifyRequest, @Param('userId') userId: string) {
    return forwardPayload(this.rpc, req, unblockUserRpc, { userId });
  }
}

/** Sending, catching up, reacting and reporting (messaging). */
@Controller('messages')
export class MessagesController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LIVE_FANOUT) private readonly live: LiveFanOut,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get()
  @RouteSchema(
    doc('My messages (sent and received) after `since`, oldest first: catch-up after a reconnect', messagesSinceRpc, {
      query: true,
    }),
  )
  since(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, messagesSinceRpc, queryPayload(messagesSinceRpc, query));
  }

  @Get('unread-count')
  @RouteSchema(doc('How many messages I have not read (the avatar menu badge)', unreadCountRpc))
  unread(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, unreadCountRpc, {});
  }

  @Post()
  @HttpCode(201)
  @RouteSchema(
    doc('Send a message; the client-chosen messageId makes a retry store it once', sendMessageRpc, {
      body: true,
      status: 201,
    }),
  )
  async send(@Req() req: FastifyRequest, @Body() body: Body) {
    const sent = await forwardBody(this.rpc, req, sendMessageRpc, body);
    // Stored: both people's sockets get it now, on whichever gateway holds them, rather than
    // once the outbox relay has published the event (which follows, and each socket drops as a
    // repeat). A lost fan-out costs only that head start (decision live-message-fan-out).
    const { userIds, message } = messageDelivery(sent);
    void this.live
      .toUsers(userIds, message)
      .catch((err: unknown) =>
        this.logger.warn(
          { err, messageId: sent.id },
          'live fan-out of a sent message failed; its relayed event delivers it',
        ),
      );
    return sent;
  }

  @Put(':id/reaction')
  @HttpCode(200)
  @RouteSchema(
    doc('React to a message I received with one emoji (null removes it)', reactToMessageRpc, {
      body: true,
      params: idParam,
    }),
  )
  react(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, reactToMessageRpc, body, { messageId: id });
  }

  @Post(':id/report')
  @HttpCode(200)
  @RouteSchema(doc('Report a message I received; staff review it', reportMessageRpc, { body: true, params: idParam }))
  report(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, reportMessageRpc, body, { messageId: id });
  }
}

/** Reported messages for staff (the gateway refuses anyone else before messaging is asked). */
@Controller('admin/message-reports')
@RequireAction('message_reports.read')
export class AdminMessageReportsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    doc('Reported messages, newest first (staff)', adminListMessageReportsRpc, { query: true, tag: 'admin' }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, adminListMessageReportsRpc, queryPayload(adminListMessageReportsRpc, query));
  }
}
