import { type ClaimView, claimErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

interface ClaimRow {
  id: string;
  shipment_id: string;
  tracking_number: string | null;
  sender_id: string;
  traveler_id: string;
  claim_type: ClaimView['claimType'];
  description: string;
  photo_keys: string[];
  status: ClaimView['status'];
  traveler_statement: string | null;
  traveler_photo_keys: string[];
  outcome: ClaimView['outcome'];
  refund_amount: string | null;
  traveler_amount: string | null;
  insurance_payout: string | null;
  currency: string | null;
  resolution_reason: string | null;
  escrow_status: string | null;
  filed_at: Date;
  answered_at: Date | null;
  resolved_at: Date | null;
}

const SELECT = `SELECT c.*, s.tracking_number, s.escrow_status FROM claims c LEFT JOIN shipments s ON s.id = c.shipment_id`;
const num = (v: string | null) => (v === null ? null : Number(v));

function view(r: ClaimRow, viewer: string): ClaimView {
  return {
    id: r.id,
    shipmentId: r.shipment_id,
    trackingNumber: r.tracking_number,
    senderId: r.sender_id,
    travelerId: r.traveler_id,
    senderName: null,
    travelerName: null,
    claimType: r.claim_type,
    description: r.description,
    photoKeys: r.photo_keys,
    status: r.status,
    travelerStatement: r.traveler_statement,
    travelerPhotoKeys: r.traveler_photo_keys,
    outcome: r.outcome,
    refundAmount: num(r.refund_amount),
    travelerAmount: num(r.traveler_amount),
    insurancePayout: num(r.insurance_payout),
    currency: r.currency,
    resolutionReason: r.resolution_reason,
    escrowStatus: r.escrow_status,
    filedAt: r.filed_at.toISOString(),
    answeredAt: r.answered_at?.toISOString() ?? null,
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    viewerRole: viewer === r.sender_id ? 'sender' : viewer === r.traveler_id ? 'traveler' : 'staff',
  };
}

/** A claim for one of its two parties, or for staff; anyone else: not found. */
export async function claimFor(db: Queryable, claimId: string, viewerId: string, staff: boolean): Promise<ClaimView> {
  const { rows } = await db.query<ClaimRow>(`${SELECT} WHERE c.id = $1`, [claimId]);
  const r = rows[0];
  if (!r || (!staff && r.sender_id !== viewerId && r.traveler_id !== viewerId)) throw claimErrors.notFound();
  const v = view(r, viewerId);
  return staff && v.viewerRole !== 'sender' && v.viewerRole !== 'traveler' ? { ...v, viewerRole: 'staff' } : v;
}

export async function myClaims(db: Queryable, userId: string): Promise<ClaimView[]> {
  const { rows } = await db.query<ClaimRow>(
    `${SELECT} WHERE c.sender_id = $1 OR c.traveler_id = $1 ORDER BY c.filed_at DESC LIMIT 200`,
    [userId],
  );
  return rows.map((r) => view(r, userId));
}

export async function staffClaims(db: Queryable, status: string | undefined): Promise<ClaimView[]> {
  const { rows } = await db.query<ClaimRow>(
    `${SELECT} ${status ? 'WHERE c.status = $1' : ''} ORDER BY c.filed_at ASC LIMIT 500`,
    status ? [status] : [],
  );
  return rows.map((r) => ({ ...view(r, ''), viewerRole: 'staff' as const }));
}

export async function shipmentOfClaim(db: Queryable, claimId: string): Promise<string | null> {
  const { rows } = await db.query<{ shipment_id: string }>('SELECT shipment_id FROM claims WHERE id = $1', [claimId]);
  return rows[0]?.shipment_id ?? null;
}
