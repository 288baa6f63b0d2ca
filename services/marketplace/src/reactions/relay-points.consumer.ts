import type { EventData, relayPointCreatedV1, relayPointUpdatedV1 } from '@oneway/contracts';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';

async function placed(tx: pg.PoolClient, d: EventData<typeof relayPointCreatedV1 | typeof relayPointUpdatedV1>) {
  // A point is created active; an edit moves it and leaves it as open or closed as it was.
  await tx.query(
    `INSERT INTO relay_points (relay_point_id, city, country, active) VALUES ($1, $2, $3, true)
     ON CONFLICT (relay_point_id) DO UPDATE SET city = excluded.city, country = excluded.country`,
    [d.relayPointId, d.details.city, d.details.country],
  );
}

const setActive = (active: boolean) => async (event: { data: unknown }, tx: pg.PoolClient) => {
  const { relayPointId } = event.data as { relayPointId: string };
  await tx.query('UPDATE relay_points SET active = $2 WHERE relay_point_id = $1', [relayPointId, active]);
};

/**
 * Where each relay point is and whether it is open, from relay's point events in stream order
 * (one message in flight; the inbox applies each once): a listing may route only through an
 * active point in its own origin or destination city.
 */
export function relayPointsConsumer(prefix: string): ConsumerSpec {
  return {
    name: 'marketplace-relay-points',
    context: 'relay',
    filterSubject: `${prefix}.relay.point.>`,
    handlers: {
      'relay.point.created': (event, tx) => placed(tx, event.data as EventData<typeof relayPointCreatedV1>),
      'relay.point.updated': (event, tx) => placed(tx, event.data as EventData<typeof relayPointUpdatedV1>),
      'relay.point.deactivated': setActive(false),
      'relay.point.reactivated': setActive(true),
    },
  };
}
