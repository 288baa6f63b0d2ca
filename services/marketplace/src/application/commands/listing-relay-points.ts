import { type FieldError, type ShipmentDetails, shipmentErrors } from '@oneway/contracts';
import type { InlineStatement } from '@oneway/eventstore';
import pg from 'pg';
import { parseLocation } from '../../domain/shared/location.js';

/** A relay point as the marketplace knows it (`relay_points`, consumer marketplace-relay-points). */
export interface KnownRelayPoint {
  id: string;
  city: string;
  country: string;
  active: boolean;
}

type RelayIds = Pick<ShipmentDetails, 'originRelayPointId' | 'destinationRelayPointId'>;

const idsOf = (l: Partial<RelayIds>) =>
  [l.originRelayPointId, l.destinationRelayPointId].filter((id): id is string => typeof id === 'string');

/**
 * The read of the relay points a listing names, or null when it names none. Compared as text:
 * an id is checked by the request's contract, and a malformed one finds no row here.
 */
export function relayPointsRead(listing: Partial<RelayIds>): InlineStatement | null {
  const ids = idsOf(listing);
  if (!ids.length) return null;
  return {
    sql: `SELECT relay_point_id::text AS id, city, country, active FROM relay_points
           WHERE relay_point_id::text IN (${ids.map((id) => pg.escapeLiteral(id.toLowerCase())).join(', ')})`,
  };
}

/**
 * A listing routes only through an active relay point in its own city: the drop-off point in
 * the origin, the pick-up point in the destination. `before`: on an edit, a point the listing
 * already had is not checked again (it may have closed since; relay deals with its packages).
 */
export function refuseUnknownRelayPoints(
  details: ShipmentDetails,
  points: KnownRelayPoint[],
  before: Partial<RelayIds> = {},
): void {
  const errors: FieldError[] = [];
  const check = (field: keyof RelayIds, location: string, role: string) => {
    const id = details[field];
    if (!id || id === before[field]) return;
    const point = points.find((p) => p.id === id.toLowerCase());
    if (!point) errors.push({ field, message: 'No relay point has this id' });
    else if (!point.active) errors.push({ field, message: 'This relay point is closed: choose another' });
    else if (parseLocation(`${point.city}, ${point.country}`)?.label !== location)
      errors.push({ field, message: `The ${role} relay point must be in ${location}` });
  };
  check('originRelayPointId', details.fromLocation, 'drop-off');
  check('destinationRelayPointId', details.toLocation, 'pick-up');
  if (errors.length) throw shipmentErrors.invalid(errors);
}

/** The same read outside a command's BEGIN (an edit). */
export async function knownRelayPoints(db: pg.Pool, listing: Partial<RelayIds>): Promise<KnownRelayPoint[]> {
  const read = relayPointsRead(listing);
  return read ? (await db.query<KnownRelayPoint>(read.sql)).rows : [];
}
