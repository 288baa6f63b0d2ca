import { type InterestStatus, type InterestView, interestErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { allowedInterestActions } from '../../domain/interest/interest-actions.js';
import { type Page, pageParams } from './shipment-rows.js';

interface InterestRow {
  id: string;
  shipment_id: string;
  traveler_id: string;
  sender_id: string;
  trip_id: string;
  message: string;
  status: InterestStatus;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  tracking_number: string;
  shipment_status: InterestView['shipment']['status'];
  from_location: string;
  to_location: string;
  weight_kg: string;
  escrow_status: NonNullable<InterestView['shipment']['escrowStatus']>;
}

const SELECT = `SELECT i.id, i.shipment_id, i.traveler_id, i.sender_id, i.trip_id, i.message, i.status, i.rejection_reason, i.created_at, i.updated_at,
  s.tracking_number, s.status AS shipment_status, s.from_location, s.to_location, s.weight_kg, s.escrow_status
  FROM shipment_interests i JOIN shipments s ON s.id = i.shipment_id`;

/** `viewerId`: who reads it; only the shipment's sender sees its escrow state, and each side its own actions. */
function toView(r: InterestRow, viewerId: string | undefined): InterestView {
  return {
    id: r.id,
    shipmentId: r.shipment_id,
    travelerId: r.traveler_id,
    senderId: r.sender_id,
    tripId: r.trip_id,
    message: r.message,
    status: r.status,
    rejectionReason: r.rejection_reason,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    shipment: {
      trackingNumber: r.tracking_number,
      status: r.shipment_status,
      fromLocation: r.from_location,
      toLocation: r.to_location,
      weightKg: Number(r.weight_kg),
      escrowStatus: viewerId !== undefined && viewerId === r.sender_id ? r.escrow_status : null,
    },
    allowedActions:
      viewerId === undefined
        ? []
        : allowedInterestActions(
            {
              status: r.status,
              senderId: r.sender_id,
              travelerId: r.traveler_id,
              shipmentStatus: r.shipment_status,
              escrowStatus: r.escrow_status,
            },
            viewerId,
          ),
  };
}

/** An interest its traveler or the shipment's sender may see; anyone else: not_found. */
export async function interestForParty(db: Queryable, interestId: string, userId: string): Promise<InterestView> {
  const { rows } = await db.query<InterestRow>(`${SELECT} WHERE i.id = $1`, [interestId]);
  const r = rows[0];
  if (!r || (r.traveler_id !== userId && r.sender_id !== userId)) throw interestErrors.notFound();
  return toView(r, userId);
}

export async function listInterests(
  db: Queryable,
  scope: { travelerId?: string; senderId?: string; shipmentId?: string; status?: InterestStatus },
  page: { page: number; pageSize: number },
): Promise<Page<InterestView>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope.travelerId) add('i.traveler_id = ?', scope.travelerId);
  if (scope.senderId) add('i.sender_id = ?', scope.senderId);
  if (scope.shipmentId) add('i.shipment_id = ?', scope.shipmentId);
  if (scope.status) add('i.status = ?', scope.status);
  const { limit, offset } = pageParams(page);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await db.query<InterestRow & { total: string }>(
    `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')} ${clause} ORDER BY i.created_at DESC, i.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return {
    items: rows.map((r) => toView(r, scope.senderId ?? scope.travelerId)),
    total: Number(rows[0]?.total ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}
