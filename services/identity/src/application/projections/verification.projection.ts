import type { Projection, StoredEvent } from '@oneway/eventstore';
import type { VerificationEvent } from '../../domain/verification/verification.decider.js';
import { USERS_PROJECTION } from './users.projection.js';

type Stored = StoredEvent & VerificationEvent;

/**
 * `identity_verification_sessions` and `verification_documents`, and the user's
 * verification_status while a check runs (pending, rejected; `verified` comes with
 * identity.user.identity_verified through the users projection).
 */
export const verificationProjection: Projection = {
  name: 'identity.verification',
  // It updates the rows the users projection makes.
  after: [USERS_PROJECTION],
  handles: [
    'identity.verification.session_created',
    'identity.verification.documents_submitted',
    'identity.verification.requires_input',
    'identity.verification.verified',
    'identity.verification.canceled',
    'identity.verification.document_reviewed',
  ],
  async apply(event, tx) {
    const e = event as Stored;
    const at = e.occurredAt;
    const session = (status: string, extra = '', params: unknown[] = []) =>
      tx.query(`UPDATE identity_verification_sessions SET status = $2, updated_at = $3${extra} WHERE id = $1`, [
        e.data.sessionId,
        status,
        at,
        ...params,
      ]);
    switch (e.type) {
      case 'identity.verification.session_created': {
        const d = e.data;
        await tx.query(
          `INSERT INTO identity_verification_sessions (id, user_id, provider, provider_session_id, status, verification_url, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'requires_input', $5, $6, $6) ON CONFLICT DO NOTHING`,
          [d.sessionId, d.userId, d.provider, d.providerSessionId, d.verificationUrl, at],
        );
        return;
      }
      case 'identity.verification.documents_submitted':
        await session('processing', ', last_error = NULL');
        for (const d of e.data.documents)
          await tx.query(
            `INSERT INTO verification_documents (id, session_id, user_id, document_type, document_subtype, file_key, uploaded_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [d.documentId, e.data.sessionId, e.data.userId, d.documentType, d.documentSubtype, d.fileKey, at],
          );
        await tx.query(
          `UPDATE users SET verification_status = 'pending', verification_submitted_at = $2, updated_at = $2
           WHERE id = $1 AND verification_status <> 'verified'`,
          [e.data.userId, at],
        );
        return;
      case 'identity.verification.requires_input':
        await session('requires_input', ', last_error = $4', [JSON.stringify(e.data.lastError)]);
        await tx.query(
          `UPDATE users SET verification_status = 'rejected', verification_completed_at = $2, updated_at = $2
           WHERE id = $1 AND verification_status <> 'verified'`,
          [e.data.userId, at],
        );
        return;
      case 'identity.verification.verified':
        await session('verified', ', completed_at = $3, last_error = NULL');
        return;
      case 'identity.verification.canceled':
        await session('canceled', ', completed_at = $3');
        return;
      case 'identity.verification.document_reviewed':
        await tx.query(
          'UPDATE verification_documents SET document_status = $2, review_notes = $3, reviewed_at = $4 WHERE id = $1',
          [e.data.documentId, e.data.status, e.data.reviewNotes, at],
        );
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE identity_verification_sessions, verification_documents');
  },
};
