import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Identity verification (spec §3 identity_verification_sessions, verification_documents).
// Session: requires_input → processing → verified | requires_input (with last_error) | canceled.
// The user's verification_status follows: unverified → pending → verified | rejected.

export const verificationProviderSchema = z.enum(['test', 'stripe']);

/** Why a session needs the person again: Stripe Identity's codes, plus a staff rejection. */
export const verificationErrorCodeSchema = z.enum([
  'document_expired',
  'document_unverified_other',
  'document_type_not_supported',
  'selfie_face_mismatch',
  'selfie_unverified_other',
  'consent_declined',
  'rejected_by_staff',
]);
export type VerificationErrorCode = z.infer<typeof verificationErrorCodeSchema>;

export const verificationDocumentTypeSchema = z.enum(['identity_document', 'selfie']);
export const verificationDocumentSubtypeSchema = z.enum(['passport', 'driving_license', 'id_card']);

export const verificationSessionCreatedV1 = defineEvent({
  type: 'identity.verification.session_created',
  version: 1,
  schema: z.object({
    sessionId: z.uuid(),
    userId: z.uuid(),
    provider: verificationProviderSchema,
    providerSessionId: z.string(),
    verificationUrl: z.string(),
  }),
});

export const verificationDocumentsSubmittedV1 = defineEvent({
  type: 'identity.verification.documents_submitted',
  version: 1,
  schema: z.object({
    sessionId: z.uuid(),
    userId: z.uuid(),
    documents: z.array(
      z.object({
        documentId: z.uuid(),
        documentType: verificationDocumentTypeSchema,
        documentSubtype: verificationDocumentSubtypeSchema.nullable(),
        /** The file-storage key; never sent to a browser. */
        fileKey: z.string(),
      }),
    ),
  }),
});

export const verificationRequiresInputV1 = defineEvent({
  type: 'identity.verification.requires_input',
  version: 1,
  schema: z.object({
    sessionId: z.uuid(),
    userId: z.uuid(),
    lastError: z.object({ code: verificationErrorCodeSchema, reason: z.string() }),
    /** Staff who rejected (null when the provider asked for new input). */
    reviewedBy: z.uuid().nullable(),
  }),
});

export const verificationVerifiedV1 = defineEvent({
  type: 'identity.verification.verified',
  version: 1,
  schema: z.object({
    sessionId: z.uuid(),
    userId: z.uuid(),
    /** Staff who approved (null when the provider verified). */
    reviewedBy: z.uuid().nullable(),
    notes: z.string().nullable(),
  }),
});

export const verificationCanceledV1 = defineEvent({
  type: 'identity.verification.canceled',
  version: 1,
  schema: z.object({ sessionId: z.uuid(), userId: z.uuid() }),
});

/** Staff decided on one document (pending → approved | rejected, with review notes). */
export const verificationDocumentReviewedV1 = defineEvent({
  type: 'identity.verification.document_reviewed',
  version: 1,
  schema: z.object({
    sessionId: z.uuid(),
    documentId: z.uuid(),
    status: z.enum(['approved', 'rejected']),
    reviewNotes: z.string().nullable(),
    reviewedBy: z.uuid(),
  }),
});

export const identityVerificationEvents = [
  verificationSessionCreatedV1,
  verificationDocumentsSubmittedV1,
  verificationRequiresInputV1,
  verificationVerifiedV1,
  verificationCanceledV1,
  verificationDocumentReviewedV1,
] as const;
