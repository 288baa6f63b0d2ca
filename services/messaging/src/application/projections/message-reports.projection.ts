import type { EventData, messageReportedV1 } from '@oneway/contracts';
import type { Projection } from '@oneway/eventstore';
import { MESSAGE_REPORTS_PROJECTION } from '../messaging-deps.js';

/** Reported messages, kept for staff with the words as they were sent. */
export const messageReportsProjection: Projection = {
  name: MESSAGE_REPORTS_PROJECTION,
  handles: ['messaging.message.reported'],
  async apply(event, tx) {
    const d = event.data as EventData<typeof messageReportedV1>;
    await tx.query(
      `INSERT INTO message_reports (message_id, reporter_id, conversation_id, reported_user_id, content, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [d.messageId, d.reporterId, d.conversationId, d.reportedUserId, d.content, d.reason, event.occurredAt],
    );
  },
  async reset(tx) {
    await tx.query('TRUNCATE message_reports');
  },
};
