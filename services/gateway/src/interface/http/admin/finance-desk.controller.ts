import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  financeEscrowListRpc,
  financePayoutQueueRpc,
  financeReconciliationsRpc,
  financeRetryPayoutRpc,
  financeRunReconciliationRpc,
  financeTrialBalanceRpc,
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

type Query = Record<string, unknown>;
const doc = (summary: string, extra: Parameters<typeof routeDoc>[0] extends infer D ? Partial<D> : never) =>
  routeDoc({ tag: 'finance', summary, auth: 'bearer', ...extra });

/** The finance desk (admin or finance; payments checks the roles matrix again). Every list downloads as CSV. */
@Controller('admin/finance')
export class FinanceDeskController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('escrow')
  @RequireAction('finance.read')
  @RouteSchema(
    doc('The payments behind one escrow state (?format=csv)', {
      querystring: financeEscrowListRpc.request.extend(formatQuery.shape),
      responses: { 200: financeEscrowListRpc.response },
    }),
  )
  async escrow(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Query() q: Query) {
    const csv = wantsCsv(q);
    const payload = { ...queryPayload(financeEscrowListRpc, q), ...(csv ? { pageSize: 500 } : {}) };
    const page = await this.rpc.call(financeEscrowListRpc, payload as never, rpcMetaOf(req));
    if (!csv) return page;
    return sendCsv(reply, `escrow-${String(q.status)}.csv`, page.items, [
      'paymentId',
      'shipmentId',
      'trackingNumber',
      'route',
      'senderId',
      'senderName',
      'travelerId',
      'travelerName',
      'status',
      'currency',
      'amount',
      'total',
      'refundedAmount',
      'createdAt',
      'updatedAt',
    ]);
  }

  @Get('payouts')
  @RequireAction('finance.read')
  @RouteSchema(
    doc('Payout queue: waiting for the hold, in flight, failed (with reason), paid (?format=csv)', {
      querystring: financePayoutQueueRpc.request.extend(formatQuery.shape),
      responses: { 200: financePayoutQueueRpc.response },
    }),
  )
  async payouts(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Query() q: Query) {
    const csv = wantsCsv(q);
    const payload = { ...queryPayload(financePayoutQueueRpc, q), ...(csv ? { pageSize: 500 } : {}) };
    const page = await this.rpc.call(financePayoutQueueRpc, payload as never, rpcMetaOf(req));
    if (!csv) return page;
    return sendCsv(reply, `payouts-${String(q.state)}.csv`, page.items, [
      'id',
      'kind',
      'userId',
      'userName',
      'amount',
      'currency',
      'status',
      'reason',
      'availableAt',
      'createdAt',
    ]);
  }

  @Post('payouts/:withdrawalId/retry')
  @HttpCode(200)
  @RequireAction('finance.payouts.retry')
  @RouteSchema(
    doc('Hand an in-flight payout to the worker again (never paid twice)', {
      params: z.object({ withdrawalId: z.uuid() }),
      responses: { 200: financeRetryPayoutRpc.response },
    }),
  )
  retry(@Req() req: FastifyRequest, @Param('withdrawalId') withdrawalId: string) {
    return this.rpc.call(financeRetryPayoutRpc, { withdrawalId }, rpcMetaOf(req));
  }

  @Get('trial-balance')
  @RequireAction('finance.read')
  @RouteSchema(
    doc('Debits and credits per currency and account kind (?format=csv)', {
      querystring: formatQuery,
      responses: { 200: financeTrialBalanceRpc.response },
    }),
  )
  async trialBalance(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Query() q: Query) {
    const csv = wantsCsv(q);
    const tb = await this.rpc.call(financeTrialBalanceRpc, {}, rpcMetaOf(req));
    if (!csv) return tb;
    return sendCsv(reply, 'trial-balance.csv', tb.accounts, ['currency', 'account', 'debits', 'credits', 'net']);
  }

  @Get('reconciliations')
  @RequireAction('finance.read')
  @RouteSchema(
    doc('Latest reconciliation runs with their mismatches', {
      querystring: financeReconciliationsRpc.request,
      responses: { 200: financeReconciliationsRpc.response },
    }),
  )
  reconciliations(@Req() req: FastifyRequest, @Query() q: Query) {
    return this.rpc.call(
      financeReconciliationsRpc,
      queryPayload(financeReconciliationsRpc, q) as never,
      rpcMetaOf(req),
    );
  }

  @Post('reconciliations')
  @HttpCode(200)
  @RequireAction('finance.reconcile')
  @RouteSchema(
    doc('Reconcile the ledger with the card provider now', {
      responses: { 200: financeRunReconciliationRpc.response },
    }),
  )
  runReconciliation(@Req() req: FastifyRequest) {
    return this.rpc.call(financeRunReconciliationRpc, {}, rpcMetaOf(req));
  }
}
