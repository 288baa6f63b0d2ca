import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  closeMyTicketRpc,
  myTicketRpc,
  myTicketsRpc,
  openTicketRpc,
  replyMyTicketRpc,
  staffAssignTicketRpc,
  staffReplyTicketRpc,
  staffTicketRpc,
  staffTicketStatusRpc,
  staffTicketsRpc,
  fileErrors,
  type RpcContract,
} from '@oneway/contracts';
import { DOCUMENT_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT, UPLOAD_REGISTRY } from '../../../gateway.tokens.js';
import type { UploadRegistry } from '../../../application/uploads.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { actorOf } from '../http-request.js';
import { queryPayload } from '../query-payload.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

type Body = Record<string, unknown> | undefined;
const AREA = 'ticket-attachments';
const fileKey = (fileId: string) => `${AREA}/${fileId}`;
const uploaderOf = (userId: string) => `ticket-uploader:${userId}`;
const uuid = z.uuid();
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
// Photos and PDFs (DOCUMENT_TYPES holds both).

/** Sends a ticket's attachment once the thread the caller may see lists it; else 404. */
async function sendAttachment(
  storage: FileStorage,
  thread: { messages: Array<{ attachmentIds: string[] }> },
  fileId: string,
  reply: FastifyReply,
) {
  if (!uuid.safeParse(fileId).success || !thread.messages.some((m) => m.attachmentIds.includes(fileId)))
    throw fileErrors.notFound();
  await sendPrivateFile(storage, fileKey(fileId), reply);
}
const idParam = z.object({ id: z.uuid() });
const doc = (summary: string, contract: RpcContract, opts: Omit<RpcDocOptions, 'params'> & { params?: boolean } = {}) =>
  rpcRouteDoc('support', summary, contract, {
    ...opts,
    ...(opts.params ? { params: idParam, pathFields: ['ticketId'] } : { params: undefined }),
  });

/** My support tickets: open one, read its thread (never an internal note), reply, close. */
@Controller('support/tickets')
export class SupportTicketsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(UPLOAD_REGISTRY) private readonly uploads: UploadRegistry,
  ) {}

  @Post('attachments')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'support',
      summary:
        'Upload attachments for a new ticket (multipart field "files", up to 5 JPEG/PNG/WebP/PDF files of at most 5 MB)',
      auth: 'bearer',
      responses: { 201: z.object({ files: z.array(z.object({ id: z.uuid() })) }) },
    }),
  )
  async upload(@Req() req: FastifyRequest) {
    const uploads = await readUploads(req, { field: 'files', allowed: DOCUMENT_TYPES, maxFiles: 5 });
    const owner = uploaderOf(actorOf(req)!.userId);
    const files: { id: string }[] = [];
    for (const file of uploads) {
      const key = newFileKey(AREA);
      await this.storage.put(key, file.bytes, file.contentType);
      await this.uploads.remember(key, owner);
      files.push({ id: key.slice(AREA.length + 1) });
    }
    return { files };
  }

  @Get(':id/attachments/:fileId')
  @RouteSchema(
    routeDoc({
      tag: 'support',
      summary: 'An attachment of one of my tickets (private: never cached)',
      auth: 'bearer',
      params: fileParams,
      responses: {},
    }),
  )
  async attachment(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
  ) {
    const thread = await forwardPayload(this.rpc, req, myTicketRpc, { ticketId: id });
    await sendAttachment(this.storage, thread, fileId, reply);
  }

  @Post()
  @RouteSchema(
    doc('Open a support ticket (subject, category, priority, first message)', openTicketRpc, {
      body: true,
      status: 201,
    }),
  )
  async open(@Req() req: FastifyRequest, @Body() body: Body) {
    // Attachments are ids the caller uploaded (POST …/attachments), never anyone else's.
    const ids = body?.attachmentIds;
    if (Array.isArray(ids) && ids.every((p) => typeof p === 'string' && uuid.safeParse(p).success)) {
      const owner = uploaderOf(actorOf(req)!.userId);
      if (!(await this.uploads.allBelongTo((ids as string[]).map(fileKey), owner)))
        throw fileErrors.notUploaded('attachmentIds');
    }
    return forwardBody(this.rpc, req, openTicketRpc, body);
  }

  @Get()
  @RouteSchema(doc('My tickets, most recently active first', myTicketsRpc))
  list(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, myTicketsRpc, {});
  }

  @Get(':id')
  @RouteSchema(doc('One of my tickets with its thread', myTicketRpc, { params: true }))
  one(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, myTicketRpc, { ticketId: id });
  }

  @Post(':id/messages')
  @RouteSchema(
    doc('Reply on my ticket (reopens it when waiting on me or resolved)', replyMyTicketRpc, {
      body: true,
      params: true,
      status: 201,
    }),
  )
  reply(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, replyMyTicketRpc, body, { ticketId: id });
  }

  @Post(':id/close')
  @HttpCode(200)
  @RouteSchema(doc('Close my ticket', closeMyTicketRpc, { params: true }))
  close(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, closeMyTicketRpc, { ticketId: id });
  }
}

/** The staff queue (admin, moderator, support): filter, assign, reply, internal notes, status. */
@Controller('admin/support/tickets')
@RequireAction('tickets.work')
export class AdminSupportTicketsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get(':id/attachments/:fileId')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'An attachment of a ticket (private: never cached)',
      auth: 'bearer',
      params: fileParams,
      responses: {},
    }),
  )
  async attachment(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
  ) {
    const thread = await forwardPayload(this.rpc, req, staffTicketRpc, { ticketId: id });
    await sendAttachment(this.storage, thread, fileId, reply);
  }

  @Get()
  @RouteSchema(
    doc('The ticket queue: filter by status, priority, category, assignee (id or none)', staffTicketsRpc, {
      query: true,
      tag: 'admin',
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, staffTicketsRpc, queryPayload(staffTicketsRpc, query));
  }

  @Get(':id')
  @RouteSchema(
    doc('A ticket with its whole thread, internal notes included', staffTicketRpc, { params: true, tag: 'admin' }),
  )
  one(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, staffTicketRpc, { ticketId: id });
  }

  @Post(':id/messages')
  @RouteSchema(
    doc('Reply to the user, or add an internal note (internal: true)', staffReplyTicketRpc, {
      body: true,
      params: true,
      status: 201,
      tag: 'admin',
    }),
  )
  reply(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, staffReplyTicketRpc, body, { ticketId: id });
  }

  @Post(':id/assign')
  @HttpCode(200)
  @RouteSchema(
    doc('Assign to a staff member (null: unassign)', staffAssignTicketRpc, { body: true, params: true, tag: 'admin' }),
  )
  assign(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, staffAssignTicketRpc, body, { ticketId: id });
  }

  @Post(':id/status')
  @HttpCode(200)
  @RouteSchema(
    doc('Move the ticket along its lifecycle', staffTicketStatusRpc, { body: true, params: true, tag: 'admin' }),
  )
  status(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, staffTicketStatusRpc, body, { ticketId: id });
  }
}
