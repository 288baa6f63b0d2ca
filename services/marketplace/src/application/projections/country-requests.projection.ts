import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { CountryRequestEvent } from '../../domain/country-request/country-request.state.js';

type Stored = StoredEvent & CountryRequestEvent;

/** `country_requests` (spec §3): one row per request with its current status. */
export const countryRequestsProjection: Projection = {
  name: 'marketplace.country_requests',
  handles: ['marketplace.country_request.submitted', 'marketplace.country_request.status_changed'],
  async apply(event, tx) {
    const e = event as Stored;
    switch (e.type) {
      case 'marketplace.country_request.submitted': {
        const d = e.data;
        await tx.query(
          `INSERT INTO country_requests (id, first_name, last_name, email, requested_country, reason, status, user_id, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.requestId,
            d.firstName,
            d.lastName,
            d.email,
            d.requestedCountry,
            d.reason,
            d.userId,
            e.occurredAt,
            e.streamVersion,
          ],
        );
        return;
      }
      case 'marketplace.country_request.status_changed':
        await tx.query(
          `UPDATE country_requests SET status = $4, status_note = $5, updated_at = $2, version = $3 WHERE id = $1 AND version < $3`,
          [e.data.requestId, e.occurredAt, e.streamVersion, e.data.status, e.data.note ?? null],
        );
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE country_requests');
  },
};
