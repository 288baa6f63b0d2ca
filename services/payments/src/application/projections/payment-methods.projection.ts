import { paymentsPaymentMethodEvents } from '@oneway/contracts';
import type { Projection, StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';

type D = Record<string, unknown> & { userId: string; methodId: string };

/** The `payment_methods` table: a user's cards and bank accounts, one default per type. */
export const paymentMethodsProjection: Projection = {
  name: 'payments-payment-methods',
  handles: paymentsPaymentMethodEvents.map((c) => c.type),
  async reset(tx: pg.PoolClient) {
    await tx.query('DELETE FROM payment_methods');
  },
  async apply(event: StoredEvent, tx: pg.PoolClient) {
    const d = event.data as D;
    switch (event.type) {
      case 'payments.payment_method.added':
        await tx.query(
          `INSERT INTO payment_methods (id, user_id, type, provider_ref, details, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [d.methodId, d.userId, d.kind, d.providerRef, JSON.stringify(d.details), event.occurredAt],
        );
        return;
      case 'payments.payment_method.removed':
        // Only the remover's own row, whatever another user's stream says about the id.
        await tx.query('DELETE FROM payment_methods WHERE id = $1 AND user_id = $2', [d.methodId, d.userId]);
        return;
      case 'payments.payment_method.default_set':
        await tx.query('UPDATE payment_methods SET is_default = (id = $2) WHERE user_id = $1 AND type = $3', [
          d.userId,
          d.methodId,
          d.kind,
        ]);
        return;
    }
  },
};
