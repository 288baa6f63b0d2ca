import { applyIntentOutcome } from '../../src/application/charge-shipment/apply-intent-outcome.js';
import { settleRefund } from '../../src/application/refund-escrow/refund-escrow.js';
import { settleWithdrawal } from '../../src/application/settle-withdrawal/settle-withdrawal.js';
import { Step } from './step.js';
import type { Model, MoneyWorld } from './world.js';

/** One webhook in flight, picked in any order; left in flight it is delivered again later. */
export class DeliverWebhook extends Step {
  constructor(readonly p: { webhook: number; again: boolean }) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.webhooks.length > 0;
  }
  async act(m: Model, w: MoneyWorld) {
    const i = this.p.webhook % m.webhooks.length;
    const h = m.webhooks[i]!;
    if (!this.p.again) m.webhooks.splice(i, 1);
    await w.unit(async (uow) => {
      if (h.kind === 'intent') await applyIntentOutcome(uow, h.shipmentId, h);
      else if (h.kind === 'refund') await settleRefund(uow, h.shipmentId, h.refundId, h.amount);
      else if (h.failure === null)
        await settleWithdrawal(uow, {
          userId: h.userId,
          withdrawalId: h.withdrawalId,
          outcome: 'paid',
          payoutId: h.payoutId,
        });
      else
        await settleWithdrawal(uow, {
          userId: h.userId,
          withdrawalId: h.withdrawalId,
          outcome: 'failed',
          reason: h.failure,
        });
    });
  }
  toString() {
    return `DeliverWebhook(${this.p.webhook}${this.p.again ? ', delivered again later' : ''})`;
  }
}
