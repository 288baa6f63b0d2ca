import type { Queryable } from '@oneway/eventstore';
import { figuresFrom } from '@oneway/service-kit';

/** Packages held at relay points by storage state (the admin dashboard). */
export const relayFigures = (db: Queryable) =>
  figuresFrom(db, [
    {
      group: 'package_storage',
      table: 'package_storage',
      sql: 'SELECT status AS key, count(*) FROM package_storage GROUP BY status',
    },
  ]);
