import type { Actor } from '@oneway/contracts';
import { deciderSpecification } from '@oneway/testing';
import { type VerificationCommand, type VerificationEvent, verificationDecider } from './verification.decider.js';

const NOW = new Date('2026-11-24T01:00:00Z');
const { given } = deciderSpecification(verificationDecider, NOW);
const S = '11111111-1111-4111-8111-111111111111';
const U = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const D1 = '44444444-4444-4444-8444-444444444444';
const D2 = '55555555-5555-4555-8555-555555555555';
const moderator: Actor = { userId: OTHER, role: 'moderator' };
const support: Actor = { userId: OTHER, role: 'support' };

const created: VerificationEvent = {
  type: 'identity.verification.session_created',
  data: {
    sessionId: S,
    userId: U,
    provider: 'test',
    providerSessionId: 'vs_test_1',
    verificationUrl: '/verification/hosted/x',
  },
};
const documents = [
  {
    documentId: D1,
    documentType: 'identity_document' as const,
    documentSubtype: 'passport' as const,
    fileKey: 'identity-documents/a',
  },
  { documentId: D2, documentType: 'selfie' as const, documentSubtype: null, fileKey: 'identity-documents/b' },
];
const submitted: VerificationEvent = {
  type: 'identity.verification.documents_submitted',
  data: { sessionId: S, userId: U, documents },
};
const submit = (actorId = U, docs = documents): VerificationCommand => ({
  type: 'submit_documents',
  actorId,
  documents: docs,
});

describe('identity verification session: requires_input → processing → verified | requires_input | canceled', () => {
  it('a new session requires input; creating it again changes nothing', () => {
    const { type: _t, ...data } = created.data as typeof created.data & { type?: string };
    given()
      .when({ type: 'create', ...data })
      .then([created]);
    given(created)
      .when({ type: 'create', ...data })
      .then([]);
  });
  it('requires_input → processing: the person submits one document photo and one selfie', () => {
    given(created).when(submit()).then([submitted]);
  });
  it('a submission without a selfie or a document names what is missing', () => {
    const err = given(created)
      .when(submit(U, [documents[0]!]))
      .thenThrows('VERIFICATION.INVALID', 'validation');
    expect(err.fieldErrors).toEqual([{ field: 'selfie', message: 'Upload one selfie' }]);
  });
  it('another person’s session is not found', () => {
    given(created).when(submit(OTHER)).thenThrows('VERIFICATION.NOT_FOUND', 'not_found');
  });
  it('processing → verified when the provider verifies', () => {
    given(created, submitted)
      .when({ type: 'provider_result', outcome: { kind: 'verified' } })
      .then([
        { type: 'identity.verification.verified', data: { sessionId: S, userId: U, reviewedBy: null, notes: null } },
      ]);
  });
  it('processing → requires_input with last_error when the provider needs new input', () => {
    given(created, submitted)
      .when({
        type: 'provider_result',
        outcome: { kind: 'requires_input', code: 'document_expired', reason: 'Expired' },
      })
      .then([
        {
          type: 'identity.verification.requires_input',
          data: {
            sessionId: S,
            userId: U,
            lastError: { code: 'document_expired', reason: 'Expired' },
            reviewedBy: null,
          },
        },
      ]);
  });
  it('a late or repeated provider result on a session not processing changes nothing', () => {
    given(created)
      .when({ type: 'provider_result', outcome: { kind: 'verified' } })
      .then([]);
  });
  it('staff approve a processing session: documents approved, session verified', () => {
    const events = given(created, submitted)
      .when({ type: 'staff_review', actor: moderator, decision: 'approve', notes: null })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual([
      'identity.verification.document_reviewed',
      'identity.verification.document_reviewed',
      'identity.verification.verified',
    ]);
  });
  it('staff reject with notes: documents rejected, session requires input with the notes as the reason', () => {
    const events = given(created, submitted)
      .when({ type: 'staff_review', actor: moderator, decision: 'reject', notes: 'The photo is blurred' })
      .thenEvents();
    expect(events.at(-1)).toEqual({
      type: 'identity.verification.requires_input',
      data: {
        sessionId: S,
        userId: U,
        lastError: { code: 'rejected_by_staff', reason: 'The photo is blurred' },
        reviewedBy: OTHER,
      },
    });
    expect(events[0]!.data).toMatchObject({ status: 'rejected', reviewNotes: 'The photo is blurred' });
  });
  it('a rejection needs notes; only roles with identity_verifications.review decide', () => {
    given(created, submitted)
      .when({ type: 'staff_review', actor: moderator, decision: 'reject', notes: ' ' })
      .thenThrows('VERIFICATION.INVALID');
    given(created, submitted)
      .when({ type: 'staff_review', actor: support, decision: 'approve', notes: null })
      .thenThrows('VERIFICATION.NOT_FOUND');
  });
  it('a verified session takes no new documents and cannot be canceled', () => {
    const verified: VerificationEvent = {
      type: 'identity.verification.verified',
      data: { sessionId: S, userId: U, reviewedBy: null, notes: null },
    };
    given(created, submitted, verified).when(submit()).thenThrows('VERIFICATION.INVALID_TRANSITION', 'conflict');
    given(created, submitted, verified)
      .when({ type: 'cancel', actorId: U })
      .thenThrows('VERIFICATION.INVALID_TRANSITION');
  });
  it('the person cancels an open session', () => {
    given(created)
      .when({ type: 'cancel', actorId: U })
      .then([{ type: 'identity.verification.canceled', data: { sessionId: S, userId: U } }]);
  });
});
