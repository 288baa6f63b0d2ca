import type { Queryable } from '@oneway/eventstore';
import { figuresFrom } from '@oneway/service-kit';

/** Support tickets by status and message reports (the admin dashboard). */
export const messagingFigures = (db: Queryable) =>
  figuresFrom(db, [
    {
      group: 'support_tickets',
      table: 'support_tickets',
      sql: 'SELECT status AS key, count(*) FROM support_tickets GROUP BY status',
    },
    {
      group: 'message_reports',
      table: 'message_reports',
      sql: `SELECT 'reported' AS key, count(*) FROM message_reports`,
    },
  ]);
