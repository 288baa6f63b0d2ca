import { type EventData, walletEarningsCreditedV1, walletWithdrawalRequestedV1 } from '@oneway/contracts';
import type { EventHandler } from '@oneway/eventstore';
import type { PaymentQueues } from '../infrastructure/jobs/payment-queues.js';

/**
 * Schedules the jobs our own wallet events call for. Reading them back from the bus (not
 * enqueuing after the commit) means a crash between commit and enqueue loses nothing; the
 * deterministic job ids make a redelivery schedule nothing new.
 */
export function walletJobHandlers(queues: PaymentQueues, clock: () => Date): Record<string, EventHandler> {
  return {
    [walletEarningsCreditedV1.type]: async (e) => {
      const d = e.data as EventData<typeof walletEarningsCreditedV1>;
      await queues.scheduleMaturity(
        { userId: d.userId, paymentId: d.paymentId, correlationId: e.correlationId },
        new Date(d.availableAt),
        clock(),
      );
    },
    [walletWithdrawalRequestedV1.type]: async (e) => {
      const d = e.data as EventData<typeof walletWithdrawalRequestedV1>;
      await queues.enqueuePayout({ userId: d.userId, withdrawalId: d.withdrawalId, correlationId: e.correlationId });
    },
  };
}
