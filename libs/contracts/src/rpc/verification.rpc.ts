import { z } from 'zod';
import {
  verificationDocumentSubtypeSchema,
  verificationDocumentTypeSchema,
  verificationErrorCodeSchema,
  verificationProviderSchema,
} from '../events/identity/verification.events.js';
import { textSchema as text } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';

// Identity verification (identity). Every call acts for meta.actor; another person's session
// is VERIFICATION.NOT_FOUND. Staff calls need the roles matrix's identity_verifications.review.

const id = z.uuid();
export const verificationSessionStatusSchema = z.enum(['requires_input', 'processing', 'verified', 'canceled']);
export const userVerificationStatusSchema = z.enum(['unverified', 'pending', 'verified', 'rejected']);

export const verificationDocumentViewSchema = z.object({
  id,
  documentType: verificationDocumentTypeSchema,
  documentSubtype: verificationDocumentSubtypeSchema.nullable(),
  documentStatus: z.enum(['pending', 'approved', 'rejected']),
  reviewNotes: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VerificationDocumentView = z.infer<typeof verificationDocumentViewSchema>;

export const verificationSessionViewSchema = z.object({
  id,
  userId: id,
  provider: verificationProviderSchema,
  status: verificationSessionStatusSchema,
  lastError: z.object({ code: verificationErrorCodeSchema, reason: z.string() }).nullable(),
  /** Where the person completes the check (our hosted test page, or Stripe's). */
  verificationUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  documents: z.array(verificationDocumentViewSchema),
});
export type VerificationSessionView = z.infer<typeof verificationSessionViewSchema>;

export const myVerificationSchema = z.object({
  status: userVerificationStatusSchema,
  submittedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The latest session, if any. */
  session: verificationSessionViewSchema.nullable(),
  /** Test mode lets the hosted page pick an outcome. */
  testMode: z.boolean(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** GET /api/verification */
export const myVerificationRpc = defineRpc({
  name: 'identity.verification.mine',
  request: z.object({}),
  response: myVerificationSchema,
});

/** POST /api/verification/sessions — starts a session, or returns the open one. */
export const startVerificationRpc = defineRpc({
  name: 'identity.verification.start',
  request: z.object({}),
  response: verificationSessionViewSchema,
});

/** POST /api/verification/sessions/:id/submit — the uploaded document and selfie (file keys from the gateway). */
export const submitVerificationDocumentsRpc = defineRpc({
  name: 'identity.verification.submit_documents',
  request: z.object({
    sessionId: id,
    documentSubtype: verificationDocumentSubtypeSchema,
    documentFileKey: text(100),
    selfieFileKey: text(100),
  }),
  response: verificationSessionViewSchema,
});

export const testOutcomeSchema = z.enum([
  'verified',
  'manual_review',
  'document_expired',
  'document_unverified_other',
  'selfie_face_mismatch',
]);

/** POST /api/verification/sessions/:id/test-outcome — test mode: the provider decides this way, by signed webhook. */
export const testVerificationOutcomeRpc = defineRpc({
  name: 'identity.verification.test_outcome',
  request: z.object({ sessionId: id, outcome: testOutcomeSchema }),
  response: z.object({ accepted: z.literal(true) }),
});

/** POST /api/verification/webhooks/stripe — Stripe Identity (or the test mode) events, signature-verified. */
export const verificationWebhookRpc = defineRpc({
  name: 'identity.verification.webhook',
  request: z.object({ rawBody: z.string().min(1).max(200_000), signature: z.string().max(2000).optional() }),
  response: z.object({ received: z.literal(true) }),
});

export const adminVerificationItemSchema = verificationSessionViewSchema.extend({
  user: z.object({ fullName: z.string(), username: z.string(), email: z.string() }).nullable(),
});
export type AdminVerificationItem = z.infer<typeof adminVerificationItemSchema>;

/** GET /api/admin/identity-verifications — staff: sessions needing review (processing) or all. */
export const adminListVerificationsRpc = defineRpc({
  name: 'identity.verification.admin_list',
  request: z.object({
    filter: z.enum(['needs_review', 'all']).default('needs_review'),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    items: z.array(adminVerificationItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** GET /api/admin/identity-verifications/:id/documents/:documentId — staff; each view is audited. */
export const adminViewVerificationDocumentRpc = defineRpc({
  name: 'identity.verification.admin_view_document',
  request: z.object({ sessionId: id, documentId: id }),
  response: z.object({ fileKey: z.string() }),
});

/** POST /api/admin/identity-verifications/:id/review — approve, or reject with notes the person reads. */
export const adminReviewVerificationRpc = defineRpc({
  name: 'identity.verification.admin_review',
  request: z.object({ sessionId: id, decision: z.enum(['approve', 'reject']), notes: text(1000).nullish() }),
  response: verificationSessionViewSchema,
});
