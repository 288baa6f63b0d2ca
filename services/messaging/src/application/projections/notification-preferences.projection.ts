import type { EventData, notificationPreferenceSetV1 } from '@oneway/contracts';
import type { Projection } from '@oneway/eventstore';
import { NOTIFICATION_PREFERENCES_PROJECTION } from '../messaging-deps.js';

/** `notification_preferences`: one row per person and category they changed (absent = e-mail on). */
export const notificationPreferencesProjection: Projection = {
  name: NOTIFICATION_PREFERENCES_PROJECTION,
  handles: ['messaging.notification_preference.set'],
  async apply(event, tx) {
    const d = event.data as EventData<typeof notificationPreferenceSetV1>;
    await tx.query(
      `INSERT INTO notification_preferences (user_id, category, email, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, category) DO UPDATE SET email = $3, updated_at = $4`,
      [d.userId, d.category, d.email, event.occurredAt],
    );
  },
  async reset(tx) {
    await tx.query('TRUNCATE notification_preferences');
  },
};
