import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminFigureSchema,
  adminFiguresRpc,
  auditLogEntrySchema,
  auditLogFilterSchema,
  parseOrThrow,
  requestErrors,
  staffAuditListRpc,
  userHistoryEntrySchema,
  userHistoryListRpc,
  userHistoryRebuildRpc,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { rpcMetaOf } from '../http-request.js';
import { queryPayload } from '../query-payload.js';
import { formatQuery, sendCsv, wantsCsv } from './csv-reply.js';
import { askEveryService } from './fan-out.js';

const unavailable = z.array(z.string()).describe('Services that did not answer; their figures are missing');
const auditColumns = [
  'createdAt',
  'context',
  'adminUserId',
  'adminRole',
  'action',
  'entityType',
  'entityId',
  'details',
  'ipAddress',
  'correlationId',
];

/**
 * The admin area's cross-service reads: the dashboard's live figures, the audit log and a
 * user's history, each merged from every service (decisions ops-staff-roles, ops-user-history).
 */
@Controller('admin')
export class AdminAreaController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('dashboard')
  @RequireAction('dashboard.read')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Live figures of every service (counts and money by state)',
      auth: 'bearer',
      responses: {
        200: z.object({ figures: z.array(adminFigureSchema.extend({ context: z.string() })), unavailable }),
      },
    }),
  )
  async dashboard(@Req() req: FastifyRequest) {
    const r = await askEveryService(this.rpc, rpcMetaOf(req), adminFiguresRpc, {});
    return {
      figures: r.answers.flatMap((a) => a.value.figures.map((f) => ({ ...f, context: a.context }))),
      unavailable: r.unavailable,
    };
  }

  @Get('audit-logs')
  @RequireAction('audit.read')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Staff actions of every service, newest first; ?format=csv downloads them',
      auth: 'bearer',
      querystring: auditLogFilterSchema.extend(formatQuery.shape),
      responses: { 200: z.object({ items: z.array(auditLogEntrySchema), unavailable }) },
    }),
  )
  async auditLogs(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const csv = wantsCsv(query);
    // Bad filters are the caller's 400 naming the field, never a thrown parse error (a 500).
    const filter = parseOrThrow(auditLogFilterSchema, queryPayload(staffAuditListRpc('identity'), query), (errors) =>
      requestErrors.invalid('The request is not valid.', errors),
    );
    const r = await askEveryService(this.rpc, rpcMetaOf(req), staffAuditListRpc, filter);
    const items = r.answers
      .flatMap((a) => a.value.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, filter.limit);
    if (csv) return sendCsv(reply, 'audit-log.csv', items, auditColumns);
    return { items, unavailable: r.unavailable };
  }

  @Get('users/:id/timeline')
  @RequireAction('users.history.read')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Everything every service recorded about the user, newest first, with actor and correlation id',
      auth: 'bearer',
      params: z.object({ id: z.uuid() }),
      responses: { 200: z.object({ items: z.array(userHistoryEntrySchema), unavailable }) },
    }),
  )
  async timeline(@Req() req: FastifyRequest, @Param('id') id: string) {
    const r = await askEveryService(this.rpc, rpcMetaOf(req), userHistoryListRpc, { userId: id, limit: 500 });
    const items = r.answers
      .flatMap((a) => a.value.items)
      .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.eventId.localeCompare(a.eventId));
    return { items, unavailable: r.unavailable };
  }

  @Post('user-history/rebuild')
  @HttpCode(200)
  @RequireAction('users.history.rebuild')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Rebuild every service’s user-history projection from its event store (admin)',
      auth: 'bearer',
      responses: { 200: z.object({ replayed: z.record(z.string(), z.number().int()), unavailable }) },
    }),
  )
  async rebuild(@Req() req: FastifyRequest) {
    const r = await askEveryService(this.rpc, rpcMetaOf(req), userHistoryRebuildRpc, {});
    return {
      replayed: Object.fromEntries(r.answers.map((a) => [a.context, a.value.replayed])),
      unavailable: r.unavailable,
    };
  }
}
