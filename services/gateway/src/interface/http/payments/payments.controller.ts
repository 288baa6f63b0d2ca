import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  paymentsAddPaymentMethodRpc,
  paymentsChargeShipmentRpc,
  paymentsCompleteAuthenticationRpc,
  paymentsEarningsSeriesRpc,
  paymentsEscrowOverviewRpc,
  paymentsFreezeEscrowRpc,
  paymentsGetCheckoutRpc,
  paymentsGetPaymentRpc,
  paymentsGetSettingsRpc,
  paymentsGetWalletRpc,
  paymentsGetWithdrawalRpc,
  paymentsHandleProviderWebhookRpc,
  paymentsListMyPaymentsRpc,
  paymentsListPaymentMethodsRpc,
  paymentsListWalletTransactionsRpc,
  paymentsListWithdrawalsRpc,
  paymentsRefundEscrowRpc,
  paymentsReleaseEscrowRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsRequestWithdrawalRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  paymentsUnfreezeEscrowRpc,
  paymentsUpdateSettingsRpc,
  type RpcContract,
  requestErrors,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RPC_CLIENT } from '../../../gateway.tokens.js';
import { Public, RequireAction, RequireVerifiedEmail } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { withIdempotencyKey } from '../idempotency-key.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;
type Query = Record<string, unknown>;
const shipmentParam = z.object({ shipmentId: z.uuid() });
const idParam = z.object({ id: z.uuid() });
const doc = (tag: string, summary: string, contract: RpcContract, opts: RpcDocOptions = {}) =>
  rpcRouteDoc(tag, summary, contract, opts);

/** Paying a shipment into escrow and the caller's payments (payments; amounts never come from the client). */
@Controller('payments')
export class PaymentsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(doc('payments', 'My payments as a sender', paymentsListMyPaymentsRpc, { query: true }))
  listMine(@Req() req: FastifyRequest, @Query() query: Query) {
    return forwardPayload(this.rpc, req, paymentsListMyPaymentsRpc, queryPayload(paymentsListMyPaymentsRpc, query));
  }

  @Get('shipments/:shipmentId/checkout')
  @RouteSchema(
    doc('payments', 'The payment page: price breakdown and payment state', paymentsGetCheckoutRpc, {
      query: true,
      params: shipmentParam,
    }),
  )
  checkout(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Query() query: Query) {
    return forwardPayload(this.rpc, req, paymentsGetCheckoutRpc, {
      ...queryPayload(paymentsGetCheckoutRpc, query),
      shipmentId,
    });
  }

  @RequireVerifiedEmail('pay')
  @Post('shipments/:shipmentId/charge')
  @HttpCode(200)
  @RouteSchema(
    doc('payments', 'Pay the shipment into escrow (idempotent per idempotencyKey)', paymentsChargeShipmentRpc, {
      body: true,
      params: shipmentParam,
    }),
  )
  charge(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsChargeShipmentRpc, body, { shipmentId });
  }

  @RequireVerifiedEmail('pay')
  @Post('shipments/:shipmentId/authenticate')
  @HttpCode(200)
  @RouteSchema(
    doc('payments', 'Finish the 3-D Secure step', paymentsCompleteAuthenticationRpc, {
      body: true,
      params: shipmentParam,
    }),
  )
  authenticate(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsCompleteAuthenticationRpc, body, { shipmentId });
  }

  @Get('shipments/:shipmentId')
  @RouteSchema(
    doc('payments', 'A shipment’s payment (sender, traveler or staff)', paymentsGetPaymentRpc, {
      params: shipmentParam,
    }),
  )
  get(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string) {
    return forwardPayload(this.rpc, req, paymentsGetPaymentRpc, { shipmentId });
  }

  /**
   * The card provider's webhook, forwarded untouched: the signature covers the exact bytes,
   * so the raw body travels, and the signature is the only credential (no session).
   */
  @Public()
  @Post('webhooks/stripe')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'payments',
      summary: 'Card-provider webhook (signature-verified by payments)',
      responses: { 200: paymentsHandleProviderWebhookRpc.response },
    }),
  )
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    const rawBody = req.rawBody?.toString('utf8');
    if (!rawBody) throw requestErrors.invalid('The webhook body is empty.');
    const signature = req.headers['stripe-signature'];
    return forwardPayload(this.rpc, req, paymentsHandleProviderWebhookRpc, {
      rawBody,
      ...(typeof signature === 'string' ? { signature } : {}),
    });
  }
}

/** The traveler's wallet, earnings and withdrawals (payments). */
@Controller('wallet')
export class WalletController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(doc('wallet', 'Balances per currency and any withdrawal in flight', paymentsGetWalletRpc))
  get(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, paymentsGetWalletRpc, {});
  }

  @Get('transactions')
  @RouteSchema(doc('wallet', 'Wallet transactions', paymentsListWalletTransactionsRpc, { query: true }))
  transactions(@Req() req: FastifyRequest, @Query() query: Query) {
    return forwardPayload(
      this.rpc,
      req,
      paymentsListWalletTransactionsRpc,
      queryPayload(paymentsListWalletTransactionsRpc, query),
    );
  }

  @Get('earnings')
  @RouteSchema(doc('wallet', 'Earnings per day for the chart', paymentsEarningsSeriesRpc, { query: true }))
  earnings(@Req() req: FastifyRequest, @Query() query: Query) {
    return forwardPayload(this.rpc, req, paymentsEarningsSeriesRpc, queryPayload(paymentsEarningsSeriesRpc, query));
  }

  @Get('withdrawals')
  @RouteSchema(doc('wallet', 'My withdrawals', paymentsListWithdrawalsRpc, { query: true }))
  withdrawals(@Req() req: FastifyRequest, @Query() query: Query) {
    return forwardPayload(this.rpc, req, paymentsListWithdrawalsRpc, queryPayload(paymentsListWithdrawalsRpc, query));
  }

  @RequireVerifiedEmail('withdraw money')
  @Post('withdrawals')
  @HttpCode(201)
  @RouteSchema(
    doc('wallet', 'Withdraw available balance (idempotent per withdrawalId)', paymentsRequestWithdrawalRpc, {
      body: true,
      status: 201,
    }),
  )
  withdraw(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsRequestWithdrawalRpc, body);
  }

  @Get('withdrawals/:id')
  @RouteSchema(doc('wallet', 'One withdrawal', paymentsGetWithdrawalRpc, { params: idParam }))
  withdrawal(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, paymentsGetWithdrawalRpc, { withdrawalId: id });
  }
}

/** Saved cards and payout bank accounts (payments). */
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(doc('payment-methods', 'My saved payment methods', paymentsListPaymentMethodsRpc))
  list(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, paymentsListPaymentMethodsRpc, {});
  }

  @RequireVerifiedEmail('save a payment method')
  @Post()
  @HttpCode(201)
  @RouteSchema(
    doc('payment-methods', 'Save a card or a payout bank account', paymentsAddPaymentMethodRpc, {
      body: true,
      status: 201,
    }),
  )
  add(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsAddPaymentMethodRpc, body);
  }

  @RequireVerifiedEmail('set up payouts')
  @Post('payout-onboarding')
  @HttpCode(200)
  @RouteSchema(
    doc(
      'payment-methods',
      'Start the payout provider onboarding for a bank account (Stripe mode)',
      paymentsStartPayoutOnboardingRpc,
      {
        body: true,
      },
    ),
  )
  startPayoutOnboarding(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsStartPayoutOnboardingRpc, body);
  }

  @Delete(':id')
  @RouteSchema(doc('payment-methods', 'Remove a saved method', paymentsRemovePaymentMethodRpc, { params: idParam }))
  remove(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, paymentsRemovePaymentMethodRpc, { methodId: id });
  }

  @Post(':id/default')
  @HttpCode(200)
  @RouteSchema(
    doc('payment-methods', 'Make a method the default', paymentsSetDefaultPaymentMethodRpc, { params: idParam }),
  )
  makeDefault(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, paymentsSetDefaultPaymentMethodRpc, { methodId: id });
  }
}

/** Finance operations (admin only, checked here and again by payments). */
@Controller('admin/payments')
@RequireAction('escrow.manage')
export class AdminPaymentsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('settings')
  @RequireAction('settings.read')
  @RouteSchema(doc('admin', 'Fee, insurance and payout-hold settings', paymentsGetSettingsRpc))
  settings(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, paymentsGetSettingsRpc, {});
  }

  @Patch('settings')
  @RequireAction('settings.change')
  @RouteSchema(doc('admin', 'Change settings', paymentsUpdateSettingsRpc, { body: true }))
  updateSettings(@Req() req: FastifyRequest, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsUpdateSettingsRpc, body);
  }

  @Get('escrow')
  @RequireAction('finance.read')
  @RouteSchema(
    doc('admin', 'Escrow totals, ledger balances and stuck payouts', paymentsEscrowOverviewRpc, { query: true }),
  )
  escrow(@Req() req: FastifyRequest, @Query() query: Query) {
    return forwardPayload(this.rpc, req, paymentsEscrowOverviewRpc, queryPayload(paymentsEscrowOverviewRpc, query));
  }

  @Post('shipments/:shipmentId/freeze')
  @HttpCode(200)
  @RouteSchema(
    doc('admin', 'Freeze the escrow while a claim is open', paymentsFreezeEscrowRpc, {
      body: true,
      params: shipmentParam,
    }),
  )
  freeze(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsFreezeEscrowRpc, body, { shipmentId });
  }

  @Post('shipments/:shipmentId/unfreeze')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Unfreeze the escrow', paymentsUnfreezeEscrowRpc, { body: true, params: shipmentParam }))
  unfreeze(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, paymentsUnfreezeEscrowRpc, body, { shipmentId });
  }

  @Post('shipments/:shipmentId/refund')
  @HttpCode(200)
  @RouteSchema(
    doc('admin', 'Refund all or part of the escrow to the sender (once per refundId)', paymentsRefundEscrowRpc, {
      body: true,
      params: shipmentParam,
      pathFields: ['shipmentId'],
      idempotencyKey: true,
    }),
  )
  refund(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string, @Body() body: Body) {
    const keyed = withIdempotencyKey(req, body, 'refundId', `payments.refund:${shipmentId}`);
    return forwardBody(this.rpc, req, paymentsRefundEscrowRpc, keyed, { shipmentId });
  }

  @Post('shipments/:shipmentId/release')
  @HttpCode(200)
  @RouteSchema(doc('admin', 'Release the escrow to the traveler', paymentsReleaseEscrowRpc, { params: shipmentParam }))
  release(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string) {
    return forwardPayload(this.rpc, req, paymentsReleaseEscrowRpc, { shipmentId });
  }
}
