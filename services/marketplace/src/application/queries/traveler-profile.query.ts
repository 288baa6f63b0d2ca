import type { Queryable } from '@oneway/eventstore';
import { ratingOf } from './reviews.query.js';
import { TRIP_COLUMNS, type TripRow, toTripPublicView } from './trip-views.query.js';

/** Public traveler profile: active and completed trips plus delivery stats and the rating of published reviews (names are identity's). */
export async function travelerProfile(db: Queryable, userId: string) {
  const [{ rows: stats }, { rows: trips }, rating] = await Promise.all([
    db.query<{ completed_trips: number; delivered_shipments: number; cancelled_matches: number }>(
      'SELECT completed_trips, delivered_shipments, cancelled_matches FROM traveler_stats WHERE user_id = $1',
      [userId],
    ),
    db.query<TripRow>(
      `SELECT ${TRIP_COLUMNS} FROM trips WHERE traveler_id = $1 AND status IN ('active', 'completed') ORDER BY departure_date DESC LIMIT 50`,
      [userId],
    ),
    ratingOf(db, userId),
  ]);
  const s = stats[0];
  return {
    userId,
    rating: rating.average,
    reviewCount: rating.count,
    completedTrips: s?.completed_trips ?? 0,
    deliveredShipments: s?.delivered_shipments ?? 0,
    cancelledMatches: s?.cancelled_matches ?? 0,
    trips: trips.map(toTripPublicView),
  };
}
