import { type InterestStatus, type MatchView, matchErrors } from '@oneway/contracts';
import type { ShipmentDetails, TripDetails } from '@oneway/contracts';
import { matchNextStep } from '../../domain/match/match-next-step.js';
import type { MarketplaceDeps } from '../marketplace-deps.js';
import { type Page, pageParams, type ShipmentRow } from './shipment-rows.js';

interface MatchRow {
  id: string;
  traveler_id: string;
  sender_id: string;
  message: string;
  status: InterestStatus;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  shipment_id: string;
  shipment_traveler_id: string | null;
  shipment_status: ShipmentRow['status'];
  escrow_status: ShipmentRow['escrow_status'];
  tracking_number: string;
  shipment_details: ShipmentDetails;
  trip_id: string;
  trip_details: TripDetails | null;
}

const SELECT = `SELECT i.id, i.traveler_id, i.sender_id, i.message, i.status, i.rejection_reason, i.created_at, i.updated_at,
  s.id AS shipment_id, s.traveler_id AS shipment_traveler_id, s.status AS shipment_status, s.escrow_status,
  s.tracking_number, s.details AS shipment_details, i.trip_id, t.details AS trip_details
  FROM shipment_interests i
  JOIN shipments s ON s.id = i.shipment_id AND s.details IS NOT NULL
  LEFT JOIN trips t ON t.id = i.trip_id`;

const PICKUP_CODE_VISIBLE: readonly string[] = ['matched'];
const DELIVERY_CODE_VISIBLE: readonly string[] = ['matched', 'picked_up', 'in_transit', 'arrived'];

/**
 * One match as `userId` sees it. The escrow and the handoff codes only once the interest is the
 * shipment's accepted one: the pickup code to the traveler until pickup, the delivery code to
 * the sender until delivery (as on the shipment itself).
 */
async function toView(deps: MarketplaceDeps, r: MatchRow, userId: string): Promise<MatchView> {
  const role = r.sender_id === userId ? 'sender' : 'traveler';
  const isTheMatch = r.status === 'accepted' && r.shipment_traveler_id === r.traveler_id;
  const seesEscrow = role === 'sender' || isTheMatch;
  const pickupCode =
    isTheMatch && role === 'traveler' && PICKUP_CODE_VISIBLE.includes(r.shipment_status)
      ? await deps.codes.reveal(deps.pool, r.shipment_id, 'pickup')
      : null;
  const deliveryCode =
    isTheMatch && role === 'sender' && DELIVERY_CODE_VISIBLE.includes(r.shipment_status)
      ? await deps.codes.reveal(deps.pool, r.shipment_id, 'delivery')
      : null;
  const d = r.shipment_details;
  const t = r.trip_details;
  const step = matchNextStep({
    role,
    interestStatus: r.status,
    rejectionReason: r.rejection_reason,
    shipmentStatus: r.shipment_status,
    escrowStatus: r.escrow_status,
  });
  return {
    id: r.id,
    role,
    status: r.status,
    rejectionReason: r.rejection_reason,
    message: r.message,
    senderId: r.sender_id,
    travelerId: r.traveler_id,
    otherPartyId: role === 'sender' ? r.traveler_id : r.sender_id,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    shipment: {
      id: r.shipment_id,
      trackingNumber: r.tracking_number,
      status: r.shipment_status,
      fromLocation: d.fromLocation,
      toLocation: d.toLocation,
      weightKg: d.weightKg,
      contents: d.contents,
      earliestPickupDate: d.earliestPickupDate,
      latestDeliveryDate: d.latestDeliveryDate,
      paymentAmount: d.paymentAmount,
      currency: d.currency,
      escrowStatus: seesEscrow ? r.escrow_status : null,
      pickupCode,
      deliveryCode,
    },
    trip: t
      ? {
          id: r.trip_id,
          fromLocation: t.fromLocation,
          toLocation: t.toLocation,
          departureDate: t.departureDate,
          arrivalDate: t.arrivalDate,
          airlineName: t.airlineName,
        }
      : null,
    nextStep: step.nextStep,
    actions: step.actions,
  };
}

/** A match its traveler or the shipment's sender may see; anyone else (or an unknown id): MATCH.NOT_FOUND. */
export async function matchForParty(deps: MarketplaceDeps, matchId: string, userId: string): Promise<MatchView> {
  const { rows } = await deps.pool.query<MatchRow>(
    `${SELECT} WHERE i.id = $1 AND (i.sender_id = $2 OR i.traveler_id = $2)`,
    [matchId, userId],
  );
  const r = rows[0];
  if (!r) throw matchErrors.notFound();
  return toView(deps, r, userId);
}

/** My matches (accepted interests) from either side, most recently changed first. */
export async function listMyMatches(
  deps: MarketplaceDeps,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<Page<MatchView>> {
  const { limit, offset } = pageParams(page);
  const { rows } = await deps.pool.query<MatchRow & { total: string }>(
    `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
     WHERE i.status = 'accepted' AND (i.sender_id = $1 OR i.traveler_id = $1)
     ORDER BY i.updated_at DESC, i.id LIMIT ${limit} OFFSET ${offset}`,
    [userId],
  );
  return {
    items: await Promise.all(rows.map((r) => toView(deps, r, userId))),
    total: Number(rows[0]?.total ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}
