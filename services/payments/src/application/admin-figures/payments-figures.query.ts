import type { Queryable } from '@oneway/eventstore';
import { figuresFrom } from '@oneway/service-kit';

/**
 * Escrow by state (count and money per currency: held and frozen are what is still held, less
 * partial refunds; refunded is what went back) and withdrawals by state.
 */
export const paymentsFigures = (db: Queryable) =>
  figuresFrom(db, [
    {
      group: 'escrow',
      table: 'payments',
      sql: `SELECT status AS key, count(*), currency,
                   sum(CASE WHEN status = 'refunded' THEN refunded_amount ELSE amount - refunded_amount END) AS amount
              FROM payments GROUP BY status, currency`,
    },
    {
      group: 'withdrawals',
      table: 'withdrawals',
      sql: 'SELECT status AS key, count(*), currency, sum(amount) AS amount FROM withdrawals GROUP BY status, currency',
    },
  ]);
