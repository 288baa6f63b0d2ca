import type { ShipmentDetails, ShipmentListingView, ShipmentView } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { allowedShipmentActions } from '../../domain/shipment/shipment-actions.js';

export interface ShipmentRow {
  id: string;
  sender_id: string;
  traveler_id: string | null;
  trip_id: string | null;
  tracking_number: string;
  status: ShipmentView['status'];
  escrow_status: ShipmentView['escrowStatus'];
  details: ShipmentDetails;
  created_at: Date;
  updated_at: Date;
  /** Absent on a row built before the projection ran (a just-created shipment has none). */
  photos?: string[];
  /** Checked in at its origin relay point and not collected yet (absent: a just-created shipment). */
  at_origin_relay?: boolean;
}

export const SHIPMENT_COLUMNS =
  'id, sender_id, traveler_id, trip_id, tracking_number, status, escrow_status, details, created_at, updated_at, photos, at_origin_relay';

export function toListingView(r: ShipmentRow): ShipmentListingView {
  const d = r.details;
  return {
    id: r.id,
    senderId: r.sender_id,
    trackingNumber: r.tracking_number,
    status: r.status,
    fromLocation: d.fromLocation,
    toLocation: d.toLocation,
    weight: d.weight,
    weightUnit: d.weightUnit,
    weightKg: d.weightKg,
    size: d.size,
    contents: d.contents,
    contentTypes: d.contentTypes,
    declaredValue: d.declaredValue,
    hasInsurance: d.hasInsurance,
    insuranceAmount: d.insuranceAmount,
    paymentAmount: d.paymentAmount,
    currency: d.currency,
    earliestPickupDate: d.earliestPickupDate,
    latestDeliveryDate: d.latestDeliveryDate,
    createdAt: r.created_at.toISOString(),
  };
}

/** The shipment as the viewer sees it: codes revealed to them and what they may do next. */
export function toShipmentView(
  r: ShipmentRow,
  viewerId: string,
  codes: { pickupCode: string | null; deliveryCode: string | null },
): ShipmentView {
  const d = r.details;
  return {
    ...toListingView(r),
    travelerId: r.traveler_id,
    tripId: r.trip_id,
    notes: d.notes,
    receiver: d.receiver,
    originRelayPointId: d.originRelayPointId,
    destinationRelayPointId: d.destinationRelayPointId,
    escrowStatus: r.escrow_status,
    updatedAt: r.updated_at.toISOString(),
    photos: r.photos ?? [],
    ...codes,
    allowedActions: allowedShipmentActions(
      {
        status: r.status,
        escrowStatus: r.escrow_status,
        senderId: r.sender_id,
        travelerId: r.traveler_id,
        atOriginRelay: r.at_origin_relay ?? false,
      },
      viewerId,
    ),
  };
}

export async function findShipmentRow(db: Queryable, shipmentId: string): Promise<ShipmentRow | null> {
  const { rows } = await db.query<ShipmentRow>(
    `SELECT ${SHIPMENT_COLUMNS} FROM shipments WHERE id = $1 AND details IS NOT NULL`,
    [shipmentId],
  );
  return rows[0] ?? null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageParams(p: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: p.pageSize, offset: (p.page - 1) * p.pageSize };
}
