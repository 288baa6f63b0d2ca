import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { ClaimEvent } from '../../domain/claim/claim.state.js';

type Stored = StoredEvent & ClaimEvent;

/** `claims`: one row per claim, with the traveler's answer and the settlement. */
export const claimsProjection: Projection = {
  name: 'marketplace.claims',
  handles: ['marketplace.claim.filed', 'marketplace.claim.answered', 'marketplace.claim.resolved'],
  async apply(event, tx) {
    const e = event as Stored;
    switch (e.type) {
      case 'marketplace.claim.filed': {
        const d = e.data;
        await tx.query(
          `INSERT INTO claims (id, shipment_id, sender_id, traveler_id, claim_type, description, photo_keys, filed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [d.claimId, d.shipmentId, d.senderId, d.travelerId, d.claimType, d.description, d.photoKeys, e.occurredAt],
        );
        return;
      }
      // Updates name the claim and its shipment: an id reused on another shipment's stream
      // never touches this claim (decision private-figures-and-claimed-ids).
      case 'marketplace.claim.answered':
        await tx.query(
          `UPDATE claims SET status = CASE WHEN status = 'resolved' THEN status ELSE 'answered' END,
                  traveler_statement = $2, traveler_photo_keys = $3, answered_at = $4 WHERE id = $1 AND shipment_id = $5`,
          [e.data.claimId, e.data.statement, e.data.photoKeys, e.occurredAt, e.data.shipmentId],
        );
        return;
      case 'marketplace.claim.resolved': {
        const d = e.data;
        await tx.query(
          `UPDATE claims SET status = 'resolved', outcome = $2, refund_amount = $3, traveler_amount = $4,
                  insurance_payout = $5, currency = $6, resolution_reason = $7, resolved_at = $8
            WHERE id = $1 AND shipment_id = $9`,
          [
            d.claimId,
            d.outcome,
            d.refundAmount,
            d.travelerAmount,
            d.insurancePayout,
            d.currency,
            d.reason,
            e.occurredAt,
            d.shipmentId,
          ],
        );
        return;
      }
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE claims');
  },
};
