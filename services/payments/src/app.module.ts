import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceKitModule, type ServiceKit } from '@oneway/service-kit';
import { GetCheckoutHandler } from './application/get-checkout/get-checkout.handler.js';
import { ChargeShipmentHandler } from './application/charge-shipment/charge-shipment.handler.js';
import { CompleteAuthenticationHandler } from './application/complete-authentication/complete-authentication.handler.js';
import { GetPaymentHandler } from './application/get-payment/get-payment.handler.js';
import { ListMyPaymentsHandler } from './application/list-my-payments/list-my-payments.handler.js';
import { EscrowOverviewHandler } from './application/escrow-overview/escrow-overview.handler.js';
import { FreezeEscrowHandler } from './application/freeze-escrow/freeze-escrow.handler.js';
import { UnfreezeEscrowHandler } from './application/unfreeze-escrow/unfreeze-escrow.handler.js';
import { RefundEscrowHandler } from './application/refund-escrow/refund-escrow.handler.js';
import { ReleaseEscrowHandler } from './application/release-escrow/release-escrow.handler.js';
import { ListPaymentMethodsHandler } from './application/list-payment-methods/list-payment-methods.handler.js';
import { AddPaymentMethodHandler } from './application/add-payment-method/add-payment-method.handler.js';
import { StartPayoutOnboardingHandler } from './application/start-payout-onboarding/start-payout-onboarding.handler.js';
import { RemovePaymentMethodHandler } from './application/remove-payment-method/remove-payment-method.handler.js';
import { SetDefaultPaymentMethodHandler } from './application/set-default-payment-method/set-default-payment-method.handler.js';
import { GetSettingsHandler } from './application/get-settings/get-settings.handler.js';
import { UpdateSettingsHandler } from './application/update-settings/update-settings.handler.js';
import { HandleProviderWebhookHandler } from './application/handle-provider-webhook/handle-provider-webhook.handler.js';
import { GetWalletHandler } from './application/get-wallet/get-wallet.handler.js';
import { ListWalletTransactionsHandler } from './application/list-wallet-transactions/list-wallet-transactions.handler.js';
import { EarningsSeriesHandler } from './application/earnings-series/earnings-series.handler.js';
import { RequestWithdrawalHandler } from './application/request-withdrawal/request-withdrawal.handler.js';
import { GetWithdrawalHandler } from './application/get-withdrawal/get-withdrawal.handler.js';
import { ListWithdrawalsHandler } from './application/list-withdrawals/list-withdrawals.handler.js';
import type { PaymentsConfig } from './config.js';
import { PaymentsPingRpcController } from './interface/rpc/payments-ping.rpc-controller.js';
import { EscrowRpcController } from './interface/rpc/escrow.rpc-controller.js';
import { WalletRpcController } from './interface/rpc/wallet.rpc-controller.js';
import { PaymentMethodsRpcController } from './interface/rpc/payment-methods.rpc-controller.js';
import { ProviderWebhooksRpcController } from './interface/rpc/provider-webhooks.rpc-controller.js';
import { PaymentSettingsRpcController } from './interface/rpc/payment-settings.rpc-controller.js';
import { FinanceDeskRpcController } from './interface/rpc/finance-desk.rpc-controller.js';
import { ClaimsRpcController } from './interface/rpc/claims.rpc-controller.js';

/** The service's RPC controllers, one per aggregate: each maps a message to a command or query. */
export const RPC_CONTROLLERS = [
  PaymentsPingRpcController,
  EscrowRpcController,
  WalletRpcController,
  PaymentMethodsRpcController,
  ProviderWebhooksRpcController,
  PaymentSettingsRpcController,
  ClaimsRpcController,
  FinanceDeskRpcController,
];

/** One @CommandHandler/@QueryHandler per use case (application/<use-case>/). */
export const USE_CASE_HANDLERS = [
  GetCheckoutHandler,
  ChargeShipmentHandler,
  CompleteAuthenticationHandler,
  GetPaymentHandler,
  ListMyPaymentsHandler,
  EscrowOverviewHandler,
  FreezeEscrowHandler,
  UnfreezeEscrowHandler,
  RefundEscrowHandler,
  ReleaseEscrowHandler,
  ListPaymentMethodsHandler,
  AddPaymentMethodHandler,
  StartPayoutOnboardingHandler,
  RemovePaymentMethodHandler,
  SetDefaultPaymentMethodHandler,
  GetSettingsHandler,
  UpdateSettingsHandler,
  HandleProviderWebhookHandler,
  GetWalletHandler,
  ListWalletTransactionsHandler,
  EarningsSeriesHandler,
  RequestWithdrawalHandler,
  GetWithdrawalHandler,
  ListWithdrawalsHandler,
];

/**
 * The payments service's root module: the shared kit (config, readiness, ops routes, runtime,
 * the service's providers), the command and query buses, its RPC controllers and use-case handlers.
 */
@Module({})
export class PaymentsAppModule {
  static forRoot(kit: ServiceKit<PaymentsConfig>): DynamicModule {
    return {
      module: PaymentsAppModule,
      imports: [ServiceKitModule.forRoot(kit), CqrsModule.forRoot()],
      controllers: RPC_CONTROLLERS,
      providers: USE_CASE_HANDLERS,
    };
  }
}
