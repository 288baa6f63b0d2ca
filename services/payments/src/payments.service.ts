import { PaymentsAppModule } from './app.module.js';
import { shipmentUpdatedV1 } from '@oneway/contracts';
import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { paymentMethodsProjection } from './application/projections/payment-methods.projection.js';
import { paymentsProjection } from './application/projections/payments.projection.js';
import { walletProjection } from './application/projections/wallet.projection.js';
import { PAYMENT_QUEUES, PAYMENTS_DEPS, type PaymentsDeps } from './application/payments-deps.js';
import { handleProviderWebhook } from './application/handle-provider-webhook/handle-provider-webhook.js';
import { executePayout } from './application/execute-payout/execute-payout.js';
import { matureEarnings } from './application/mature-earnings/mature-earnings.js';
import { paymentsConfigSchema, type PaymentsConfig } from './config.js';
import { reconcileLedger } from './application/finance-desk/reconcile-ledger.js';
import { startReconciliationJob } from './infrastructure/jobs/reconciliation-job.js';
import { PaymentQueues, startWorkers } from './infrastructure/jobs/payment-queues.js';
import { paymentsMigrations } from './infrastructure/persistence/payments.migrations.js';
import { createProviders, type Providers } from './infrastructure/providers/provider-factory.js';
import { registerOpsExtras } from './interface/http/payments.ops-routes.js';
import { registerMoneyMetrics } from './infrastructure/metrics/money.metrics.js';
import { applyListingTerms, marketplaceShipmentHandlers } from './reactions/marketplace-shipments.reaction.js';
import { marketplaceClaimHandlers } from './reactions/marketplace-claims.reaction.js';
import { lateChargeRefundHandlers } from './reactions/late-charge-refund.reaction.js';
import { walletJobHandlers } from './reactions/wallet-jobs.reaction.js';
import { peopleHandlers, shipmentLabelHandlers } from './reactions/finance-names.reaction.js';
import { paymentsFigures } from './application/admin-figures/payments-figures.query.js';

export interface PaymentsServiceOptions {
  /** Tests swap the clock (payout hold) or the providers (a Stripe stand-in). */
  clock?: () => Date;
  providers?: (config: PaymentsConfig, deps: { pool: PaymentsDeps['pool'] }) => Providers;
  /** Which BullMQ workers run in this instance (both by default). */
  workers?: { release: boolean; payout: boolean };
}

/** Everything the running payments service holds, for tests and the ops routes. */
export interface PaymentsRuntime {
  deps: PaymentsDeps;
  providers: Providers;
  queues: PaymentQueues;
}

export function paymentsService(
  options: PaymentsServiceOptions = {},
): ServiceDefinition<PaymentsConfig> & { runtime: () => PaymentsRuntime } {
  const clock = options.clock ?? (() => new Date());
  let runtime: PaymentsRuntime | null = null;
  let providersMemo: Providers | null = null;
  let depsMemo: (PaymentsDeps & { waitForProjection: (n: string, p: number) => Promise<void> }) | null = null;
  let queuesMemo: PaymentQueues | null = null;

  const init = (ctx: Parameters<NonNullable<ServiceDefinition<PaymentsConfig>['consumers']>>[0]) => {
    if (depsMemo) return { deps: depsMemo, providers: providersMemo!, queues: queuesMemo! };
    providersMemo = options.providers?.(ctx.config, { pool: ctx.pool }) ?? createProviders(ctx.config, ctx.pool, clock);
    depsMemo = {
      pool: ctx.pool,
      store: ctx.store,
      card: providersMemo.card,
      payouts: providersMemo.payouts,
      clock,
      publishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? null,
      onboarding: providersMemo.onboarding ?? null,
      webBaseUrl: ctx.config.WEB_BASE_URL,
      logger: ctx.logger,
      waitForProjection: (name, position) => ctx.projections.waitFor(name, position),
    };
    queuesMemo = new PaymentQueues(ctx.redis, ctx.prefix);
    providersMemo.testWebhooks?.connect(async (raw, header) => {
      await handleProviderWebhook(depsMemo!, raw, header);
    });
    runtime = { deps: depsMemo, providers: providersMemo, queues: queuesMemo };
    return { deps: depsMemo, providers: providersMemo, queues: queuesMemo };
  };

  return {
    name: 'payments',
    adminFigures: paymentsFigures,
    configSchema: paymentsConfigSchema as never,
    migrations: paymentsMigrations,
    projections: () => [paymentsProjection, walletProjection, paymentMethodsProjection],
    consumers: (ctx) => {
      const { deps, queues } = init(ctx);
      return [
        {
          name: 'payments-marketplace-shipments',
          context: 'marketplace',
          filterSubject: `${ctx.prefix}.marketplace.shipment.>`,
          handlers: marketplaceShipmentHandlers(deps),
        },
        {
          // Every listing edit again, from the start of the stream: before 2026-12-01 the consumer
          // above skipped edits, so a listing edited then kept its first price here. The terms'
          // version makes a second delivery of an edit change nothing
          // (decision payments-listing-terms-replayed).
          name: 'payments-listing-terms',
          context: 'marketplace',
          filterSubject: `${ctx.prefix}.marketplace.shipment.updated.>`,
          handlers: { [shipmentUpdatedV1.type]: applyListingTerms },
        },
        {
          name: 'payments-marketplace-claims',
          context: 'marketplace',
          filterSubject: `${ctx.prefix}.marketplace.claim.>`,
          handlers: marketplaceClaimHandlers(deps),
        },
        {
          name: 'payments-people',
          context: 'identity',
          filterSubject: `${ctx.prefix}.identity.user.>`,
          handlers: peopleHandlers,
        },
        {
          // Renamed from `payments-shipment-labels` (created only) when edits were added: a durable
          // keeps the filter it was made with, and a new one replays the stream from the start.
          name: 'payments-shipment-listings',
          context: 'marketplace',
          filterSubject: `${ctx.prefix}.marketplace.shipment.>`,
          handlers: shipmentLabelHandlers,
        },
        {
          name: 'payments-wallet-jobs',
          context: 'payments',
          filterSubject: `${ctx.prefix}.payments.wallet.>`,
          handlers: walletJobHandlers(queues, clock),
        },
        {
          name: 'payments-late-charge-refund',
          context: 'payments',
          filterSubject: `${ctx.prefix}.payments.escrow.held.>`,
          handlers: lateChargeRefundHandlers(deps),
        },
      ];
    },
    appModule: PaymentsAppModule,
    providers: [
      {
        provide: PAYMENTS_DEPS,
        inject: [SERVICE_CONTEXT],
        useFactory: (ctx: ServiceContext<PaymentsConfig>) => init(ctx).deps,
      },
      {
        provide: PAYMENT_QUEUES,
        inject: [SERVICE_CONTEXT],
        useFactory: (ctx: ServiceContext<PaymentsConfig>) => init(ctx).queues,
      },
    ],
    onStart: async (ctx) => {
      const { deps, providers, queues } = init(ctx);
      registerOpsExtras(ctx.http, deps);
      registerMoneyMetrics(ctx.metrics.registry, ctx.pool);
      const workers = startWorkers(
        ctx.redis,
        ctx.prefix,
        {
          mature: (job) =>
            matureEarnings(deps, {
              userId: job.data.userId,
              paymentId: job.data.paymentId,
              metadata: {
                correlationId: job.data.correlationId,
                causationId: `job:${job.id}`,
                actorId: null,
                now: clock(),
              },
            }),
          payout: (job) =>
            executePayout(deps, {
              userId: job.data.userId,
              withdrawalId: job.data.withdrawalId,
              metadata: {
                correlationId: job.data.correlationId,
                causationId: `job:${job.id}`,
                actorId: null,
                now: clock(),
              },
            }),
        },
        ctx.config.PAYOUT_WORKER_CONCURRENCY,
        ctx.config.JOB_LOCK_MS,
        options.workers,
      );
      // The finance desk's daily reconciliation of the ledger with the card provider's records.
      const reconciliation = await startReconciliationJob(ctx.redis, ctx.prefix, () =>
        reconcileLedger(ctx.pool, deps.card.name, clock()),
      );
      return async () => {
        await reconciliation.close();
        await workers.close();
        await providers.testWebhooks?.flush();
        await queues.close();
      };
    },
    runtime: () => {
      if (!runtime) throw new Error('payments service not started');
      return runtime;
    },
  };
}
