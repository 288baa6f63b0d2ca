import type { Queryable } from '@oneway/eventstore';
import { figuresFrom } from '@oneway/service-kit';

/** Shipments, trips, claims and country requests by status (the admin dashboard). */
export const marketplaceFigures = (db: Queryable) =>
  figuresFrom(db, [
    { group: 'shipments', table: 'shipments', sql: 'SELECT status AS key, count(*) FROM shipments GROUP BY status' },
    { group: 'trips', table: 'trips', sql: 'SELECT status AS key, count(*) FROM trips GROUP BY status' },
    { group: 'claims', table: 'claims', sql: 'SELECT status AS key, count(*) FROM claims GROUP BY status' },
    {
      group: 'country_requests',
      table: 'country_requests',
      sql: 'SELECT status AS key, count(*) FROM country_requests GROUP BY status',
    },
    { group: 'reviews', table: 'reviews', sql: 'SELECT status AS key, count(*) FROM reviews GROUP BY status' },
  ]);
