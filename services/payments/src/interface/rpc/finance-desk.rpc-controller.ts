import { Controller, Inject } from '@nestjs/common';
import {
  financeEscrowListRpc,
  financePayoutQueueRpc,
  financeReconciliationsRpc,
  financeRetryPayoutRpc,
  financeRunReconciliationRpc,
  financeTrialBalanceRpc,
  requireStaffAction,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { recordStaffAction, withTransaction } from '@oneway/eventstore';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { escrowList, payoutQueue, trialBalance } from '../../application/finance-desk/finance-desk.queries.js';
import { latestReconciliations, reconcileLedger } from '../../application/finance-desk/reconcile-ledger.js';
import { PAYMENT_QUEUES, PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { retryPayout, type PayoutQueue } from '../../application/finance-desk/retry-payout.js';

/** The finance desk (admin or finance: roles matrix `finance.*`). */
@Controller()
export class FinanceDeskRpcController {
  constructor(
    @Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps,
    @Inject(PAYMENT_QUEUES) private readonly queues: PayoutQueue,
  ) {}

  @Rpc(financeEscrowListRpc)
  escrowList(@RpcPayload() p: RpcRequest<typeof financeEscrowListRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaffAction(meta, 'finance.read');
    return escrowList(this.deps.pool, p);
  }

  @Rpc(financePayoutQueueRpc)
  payoutQueue(@RpcPayload() p: RpcRequest<typeof financePayoutQueueRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaffAction(meta, 'finance.read');
    return payoutQueue(this.deps.pool, p);
  }

  @Rpc(financeTrialBalanceRpc)
  trialBalance(@RpcPayload() _p: RpcRequest<typeof financeTrialBalanceRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaffAction(meta, 'finance.read');
    return trialBalance(this.deps.pool);
  }

  @Rpc(financeReconciliationsRpc)
  async reconciliations(@RpcPayload() p: RpcRequest<typeof financeReconciliationsRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaffAction(meta, 'finance.read');
    return { runs: await latestReconciliations(this.deps.pool, p.limit) };
  }

  @Rpc(financeRunReconciliationRpc)
  runReconciliation(@RpcPayload() _p: RpcRequest<typeof financeRunReconciliationRpc>, @RpcCaller() meta: RpcMeta) {
    const actor = requireStaffAction(meta, 'finance.reconcile');
    return withTransaction(this.deps.pool, async (tx) => {
      const run = await reconcileLedger(tx, this.deps.card.name, this.deps.clock());
      await recordStaffAction(tx, {
        actor,
        action: 'reconciliation.run',
        entityType: 'reconciliation',
        entityId: run.id,
        details: { checked: run.checked, mismatches: run.mismatches.length },
        meta,
        at: this.deps.clock(),
      });
      return run;
    });
  }

  @Rpc(financeRetryPayoutRpc)
  retryPayout(@RpcPayload() p: RpcRequest<typeof financeRetryPayoutRpc>, @RpcCaller() meta: RpcMeta) {
    const actor = requireStaffAction(meta, 'finance.payouts.retry');
    return retryPayout({ ...this.deps, queues: this.queues }, actor, p.withdrawalId, meta);
  }
}
