import {
  type Actor,
  can,
  type Decider,
  type EventOf,
  type VerificationErrorCode,
  verificationErrors,
  type verificationCanceledV1,
  type verificationDocumentReviewedV1,
  type verificationDocumentsSubmittedV1,
  type verificationRequiresInputV1,
  type verificationSessionCreatedV1,
  type verificationVerifiedV1,
} from '@oneway/contracts';

export type VerificationEvent =
  | EventOf<typeof verificationSessionCreatedV1>
  | EventOf<typeof verificationDocumentsSubmittedV1>
  | EventOf<typeof verificationRequiresInputV1>
  | EventOf<typeof verificationVerifiedV1>
  | EventOf<typeof verificationCanceledV1>
  | EventOf<typeof verificationDocumentReviewedV1>;

export type SessionStatus = 'requires_input' | 'processing' | 'verified' | 'canceled';

export interface VerificationSession {
  status: SessionStatus;
  sessionId: string;
  userId: string;
  /** Documents of the latest submission, still pending review. */
  pendingDocuments: readonly string[];
}

export type VerificationState = { status: 'absent' } | VerificationSession;

export interface SubmittedDocument {
  documentId: string;
  documentType: 'identity_document' | 'selfie';
  documentSubtype: 'passport' | 'driving_license' | 'id_card' | null;
  fileKey: string;
}

/** What a provider (Stripe Identity or the test mode) concluded. */
export type ProviderOutcome =
  { kind: 'verified' } | { kind: 'requires_input'; code: VerificationErrorCode; reason: string };

export type VerificationCommand =
  | {
      type: 'create';
      sessionId: string;
      userId: string;
      provider: 'test' | 'stripe';
      providerSessionId: string;
      verificationUrl: string;
    }
  | { type: 'submit_documents'; actorId: string; documents: SubmittedDocument[] }
  | { type: 'provider_result'; outcome: ProviderOutcome }
  | { type: 'staff_review'; actor: Actor; decision: 'approve' | 'reject'; notes: string | null }
  | { type: 'cancel'; actorId: string };

const illegal = (action: string, status: string) => verificationErrors.invalidTransition(action, status);

export function decideVerification(c: VerificationCommand, s: VerificationState): VerificationEvent[] {
  if (c.type === 'create') {
    if (s.status !== 'absent') return [];
    const { type: _t, ...data } = c;
    return [{ type: 'identity.verification.session_created', data }];
  }
  if (s.status === 'absent') throw verificationErrors.notFound();
  const ref = { sessionId: s.sessionId, userId: s.userId };
  switch (c.type) {
    case 'submit_documents': {
      // Another person's session is not found, like one that does not exist.
      if (c.actorId !== s.userId) throw verificationErrors.notFound();
      if (s.status !== 'requires_input') throw illegal('submit documents to', s.status);
      const kinds = c.documents.map((d) => d.documentType);
      const problems = [
        ...(kinds.filter((k) => k === 'identity_document').length === 1
          ? []
          : [{ field: 'document', message: 'Upload one photo of your identity document' }]),
        ...(kinds.filter((k) => k === 'selfie').length === 1
          ? []
          : [{ field: 'selfie', message: 'Upload one selfie' }]),
      ];
      if (problems.length) throw verificationErrors.invalid(problems);
      return [{ type: 'identity.verification.documents_submitted', data: { ...ref, documents: c.documents } }];
    }
    case 'provider_result':
      // Webhooks are redelivered and may arrive late: only a session being processed moves.
      if (s.status !== 'processing') return [];
      return c.outcome.kind === 'verified'
        ? [{ type: 'identity.verification.verified', data: { ...ref, reviewedBy: null, notes: null } }]
        : [
            {
              type: 'identity.verification.requires_input',
              data: { ...ref, lastError: { code: c.outcome.code, reason: c.outcome.reason }, reviewedBy: null },
            },
          ];
    case 'staff_review': {
      if (!can(c.actor.role, 'identity_verifications.review')) throw verificationErrors.notFound();
      if (s.status !== 'processing') throw illegal(c.decision, s.status);
      const notes = c.notes?.trim() || null;
      if (c.decision === 'reject' && !notes)
        throw verificationErrors.invalid([{ field: 'notes', message: 'Say what the person must fix' }]);
      const reviewed = s.pendingDocuments.map((documentId): VerificationEvent => ({
        type: 'identity.verification.document_reviewed',
        data: {
          sessionId: s.sessionId,
          documentId,
          status: c.decision === 'approve' ? 'approved' : 'rejected',
          reviewNotes: notes,
          reviewedBy: c.actor.userId,
        },
      }));
      return c.decision === 'approve'
        ? [...reviewed, { type: 'identity.verification.verified', data: { ...ref, reviewedBy: c.actor.userId, notes } }]
        : [
            ...reviewed,
            {
              type: 'identity.verification.requires_input',
              data: { ...ref, lastError: { code: 'rejected_by_staff', reason: notes! }, reviewedBy: c.actor.userId },
            },
          ];
    }
    case 'cancel':
      if (c.actorId !== s.userId) throw verificationErrors.notFound();
      if (s.status === 'verified' || s.status === 'canceled') throw illegal('cancel', s.status);
      return [{ type: 'identity.verification.canceled', data: ref }];
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function evolveVerification(s: VerificationState, e: VerificationEvent): VerificationState {
  switch (e.type) {
    case 'identity.verification.session_created':
      return { status: 'requires_input', sessionId: e.data.sessionId, userId: e.data.userId, pendingDocuments: [] };
    case 'identity.verification.documents_submitted':
      return s.status === 'absent'
        ? s
        : { ...s, status: 'processing', pendingDocuments: e.data.documents.map((d) => d.documentId) };
    case 'identity.verification.requires_input':
      return s.status === 'absent' ? s : { ...s, status: 'requires_input', pendingDocuments: [] };
    case 'identity.verification.verified':
      return s.status === 'absent' ? s : { ...s, status: 'verified', pendingDocuments: [] };
    case 'identity.verification.canceled':
      return s.status === 'absent' ? s : { ...s, status: 'canceled' };
    case 'identity.verification.document_reviewed':
      return s;
    default: {
      const never: never = e;
      return never;
    }
  }
}

export const verificationDecider: Decider<VerificationCommand, VerificationState, VerificationEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveVerification,
  decide: decideVerification,
};

export const verificationStreamId = (sessionId: string) => `identity-verification-${sessionId}`;

/** The words a person reads for a failure code: what went wrong and what to do (the /verification page). */
export const FAILURE_REASONS: Record<Exclude<VerificationErrorCode, 'rejected_by_staff'>, string> = {
  document_expired: 'Your document has expired. Upload a document that is still valid.',
  document_unverified_other:
    'We could not read your document. Upload a sharp, well-lit photo showing all four corners.',
  document_type_not_supported:
    'This type of document is not accepted. Use a passport, driving licence or national ID card.',
  selfie_face_mismatch:
    'Your selfie does not match the photo on your document. Take a new selfie facing the camera, without glasses or a hat.',
  selfie_unverified_other: 'We could not check your selfie. Take a new one in good light, facing the camera.',
  consent_declined: 'You declined the check. Start again and accept to continue.',
};
