import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { ReviewEvent } from '../../domain/review/review.state.js';

type Stored = StoredEvent & ReviewEvent;

/** `reviews` and `review_reports` (spec §3 reviews; `ratings` is a view over the published ones). */
export const reviewsProjection: Projection = {
  name: 'marketplace.reviews',
  handles: [
    'marketplace.review.submitted',
    'marketplace.review.published',
    'marketplace.review.reported',
    'marketplace.review.hidden',
    'marketplace.review.restored',
    'marketplace.review.photos_attached',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const at = e.occurredAt;
    switch (e.type) {
      case 'marketplace.review.submitted': {
        const d = e.data;
        await tx.query(
          `INSERT INTO reviews (id, shipment_id, from_user_id, to_user_id, review_type, overall_rating,
             communication_rating, reliability_rating, package_handling_rating, accuracy_rating,
             public_comment, private_comment, photos, window_closes_at, created_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$15) ON CONFLICT (id) DO NOTHING`,
          [
            d.reviewId,
            d.shipmentId,
            d.fromUserId,
            d.toUserId,
            d.reviewType,
            d.overallRating,
            d.communicationRating,
            d.reliabilityRating,
            d.packageHandlingRating,
            d.accuracyRating,
            d.publicComment,
            d.privateComment,
            JSON.stringify(d.photos),
            d.windowClosesAt,
            at,
          ],
        );
        return;
      }
      case 'marketplace.review.published':
        await tx.query(
          'UPDATE reviews SET published_at = $2, updated_at = $2 WHERE id = ANY($1::uuid[]) AND published_at IS NULL',
          [e.data.reviews.map((r) => r.reviewId), at],
        );
        return;
      case 'marketplace.review.reported': {
        const { rowCount } = await tx.query(
          `INSERT INTO review_reports (review_id, reporter_id, reason, created_at) VALUES ($1,$2,$3,$4)
           ON CONFLICT DO NOTHING`,
          [e.data.reviewId, e.data.reporterId, e.data.reason, at],
        );
        if (rowCount)
          await tx.query('UPDATE reviews SET reported_count = reported_count + 1, updated_at = $2 WHERE id = $1', [
            e.data.reviewId,
            at,
          ]);
        return;
      }
      case 'marketplace.review.photos_attached':
        // Idempotent on replay: only ids not yet in the list are appended.
        await tx.query(
          `UPDATE reviews SET photos = photos || (
             SELECT coalesce(jsonb_agg(p), '[]'::jsonb) FROM jsonb_array_elements($2::jsonb) p WHERE NOT photos @> jsonb_build_array(p)
           ), updated_at = $3 WHERE id = $1`,
          [e.data.reviewId, JSON.stringify(e.data.photoIds), at],
        );
        return;
      case 'marketplace.review.hidden':
      case 'marketplace.review.restored': {
        const hidden = e.type === 'marketplace.review.hidden';
        await tx.query(
          `UPDATE reviews SET status = $2, admin_reviewed = true, admin_action = $3, admin_notes = $4, updated_at = $5
           WHERE id = $1`,
          [e.data.reviewId, hidden ? 'hidden' : 'published', hidden ? 'hidden' : 'restored', e.data.notes, at],
        );
        return;
      }
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE reviews, review_reports');
  },
};
