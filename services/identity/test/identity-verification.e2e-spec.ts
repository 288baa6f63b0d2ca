import { randomUUID } from 'node:crypto';
import {
  adminListVerificationsRpc,
  adminReviewVerificationRpc,
  adminViewVerificationDocumentRpc,
  getPublicProfileRpc,
  loginRpc,
  myVerificationRpc,
  type RpcMeta,
  startVerificationRpc,
  submitVerificationDocumentsRpc,
  testVerificationOutcomeRpc,
  verificationWebhookRpc,
} from '@oneway/contracts';
import { signIdentityWebhook } from '../src/infrastructure/verification/stripe-identity-events.js';
import { errorOf, IdentityHarness } from './support/identity-harness.js';

// Identity verification over RPC in test mode: the hosted page's outcome arrives as a signed
// webhook into the same handler as Stripe's; staff review with audit; the verified event.

const h = new IdentityHarness();
let moderator: RpcMeta;
let admin: RpcMeta;
const signIn = async (usernameOrEmail: string, password: string) =>
  h.metaFor(await h.call(loginRpc, { usernameOrEmail, password }));
const key = () => `identity-documents/${randomUUID()}`;
const files = () => ({ documentSubtype: 'passport' as const, documentFileKey: key(), selfieFileKey: key() });

beforeAll(async () => {
  await h.start({ SEED_DEMO: '1' });
  moderator = await signIn('moderator', 'Moderator#Demo2026');
  admin = await signIn('admin', 'Admin#Demo2026');
});
afterAll(() => h.stop());

describe('identity verification (test mode)', () => {
  it('a failed attempt with its reason, then verified: user unverified → pending → rejected → pending → verified, with the verified event', async () => {
    const u = await h.newUser();
    expect(await h.call(myVerificationRpc, {}, u.meta)).toMatchObject({
      status: 'unverified',
      session: null,
      testMode: true,
    });
    const session = await h.call(startVerificationRpc, {}, u.meta);
    expect(session).toMatchObject({
      status: 'requires_input',
      provider: 'test',
      verificationUrl: `/verification/hosted/${session.id}`,
    });
    // Starting again returns the open session.
    expect((await h.call(startVerificationRpc, {}, u.meta)).id).toBe(session.id);

    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);
    expect(await h.call(myVerificationRpc, {}, u.meta)).toMatchObject({
      status: 'pending',
      session: { status: 'processing' },
    });

    await h.call(testVerificationOutcomeRpc, { sessionId: session.id, outcome: 'document_expired' }, u.meta);
    const failed = await h.call(myVerificationRpc, {}, u.meta);
    expect(failed).toMatchObject({
      status: 'rejected',
      session: { status: 'requires_input', lastError: { code: 'document_expired' } },
    });

    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);
    await h.call(testVerificationOutcomeRpc, { sessionId: session.id, outcome: 'verified' }, u.meta);
    const done = await h.call(myVerificationRpc, {}, u.meta);
    expect(done).toMatchObject({ status: 'verified', session: { status: 'verified', lastError: null } });
    expect(done.completedAt).not.toBeNull();
    expect((await h.call(getPublicProfileRpc, { userId: u.user.id }, u.meta)).isVerified).toBe(true);
    const events = await h.query<{ type: string }>(
      `SELECT type FROM es_events WHERE type = 'identity.user.identity_verified' AND data->>'userId' = $1`,
      [u.user.id],
    );
    expect(events).toHaveLength(1);
    expect(await errorOf(() => h.call(startVerificationRpc, {}, u.meta))).toMatchObject({
      code: 'VERIFICATION.ALREADY_VERIFIED',
    });
  });

  it("§4 verification document default status is pending: a newly submitted document reads back as 'pending'", async () => {
    const u = await h.newUser();
    const session = await h.call(startVerificationRpc, {}, u.meta);
    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);
    const documents = (await h.call(myVerificationRpc, {}, u.meta)).session!.documents;
    expect(documents.map((d) => d.documentType).sort()).toEqual(['identity_document', 'selfie']);
    for (const d of documents)
      expect(d).toMatchObject({ documentStatus: 'pending', reviewNotes: null, reviewedAt: null });
    // The stored rows, as staff read them too.
    const rows = await h.query<{ document_status: string }>(
      'SELECT document_status FROM verification_documents WHERE session_id = $1',
      [session.id],
    );
    expect(rows).toEqual([{ document_status: 'pending' }, { document_status: 'pending' }]);
  });

  it('bad input and safety: another person’s session, a missing selfie, a webhook with a bad signature: 4xx, nothing stored', async () => {
    const u = await h.newUser();
    const other = await h.newUser();
    const session = await h.call(startVerificationRpc, {}, u.meta);
    expect(
      await errorOf(() => h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, other.meta)),
    ).toMatchObject({ code: 'VERIFICATION.NOT_FOUND', kind: 'not_found' });
    expect(
      await errorOf(() =>
        h.call(
          submitVerificationDocumentsRpc,
          { sessionId: session.id, ...files(), selfieFileKey: '../etc/passwd' },
          u.meta,
        ),
      ),
    ).toMatchObject({ code: 'VERIFICATION.INVALID', fieldErrors: [{ field: 'selfie', message: 'Upload a selfie' }] });
    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);

    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'identity.verification_session.verified',
      data: { object: { metadata: { oneway_session_id: session.id } } },
    });
    const bad = signIdentityWebhook(forged, 'whsec_not_the_secret', Math.floor(Date.now() / 1000));
    expect(await errorOf(() => h.call(verificationWebhookRpc, { rawBody: forged, signature: bad }))).toMatchObject({
      code: 'WEBHOOK.SIGNATURE_INVALID',
      kind: 'validation',
    });
    expect(await errorOf(() => h.call(verificationWebhookRpc, { rawBody: forged }))).toMatchObject({
      kind: 'validation',
    });
    expect((await h.call(myVerificationRpc, {}, u.meta)).status).toBe('pending');

    // A correctly signed event is applied once, however often it is delivered.
    const good = signIdentityWebhook(forged, 'whsec_identity_test_mode_local', Math.floor(Date.now() / 1000));
    await h.call(verificationWebhookRpc, { rawBody: forged, signature: good });
    await h.call(verificationWebhookRpc, { rawBody: forged, signature: good });
    expect((await h.call(myVerificationRpc, {}, u.meta)).status).toBe('verified');
    const verifiedEvents = await h.query(
      `SELECT 1 FROM es_events WHERE type = 'identity.verification.verified' AND data->>'sessionId' = $1`,
      [session.id],
    );
    expect(verifiedEvents).toHaveLength(1);
  });

  it('staff: a moderator views the documents and rejects with notes; the person resubmits; an admin approves; the audit log lists each step', async () => {
    const u = await h.newUser();
    const session = await h.call(startVerificationRpc, {}, u.meta);
    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);
    await h.call(testVerificationOutcomeRpc, { sessionId: session.id, outcome: 'manual_review' }, u.meta);

    expect(await errorOf(() => h.call(adminListVerificationsRpc, {}, u.meta))).toMatchObject({ kind: 'forbidden' });
    const queue = await h.call(adminListVerificationsRpc, {}, moderator);
    const item = queue.items.find((s) => s.id === session.id)!;
    expect(item).toMatchObject({ status: 'processing', user: { username: u.input.username } });
    expect(item.documents).toHaveLength(2);
    const doc = item.documents[0]!;
    expect(
      await h.call(adminViewVerificationDocumentRpc, { sessionId: session.id, documentId: doc.id }, moderator),
    ).toMatchObject({ fileKey: expect.stringMatching(/^identity-documents\//) });
    expect(
      await errorOf(() =>
        h.call(adminViewVerificationDocumentRpc, { sessionId: session.id, documentId: doc.id }, u.meta),
      ),
    ).toMatchObject({ kind: 'forbidden' });

    await h.call(
      adminReviewVerificationRpc,
      { sessionId: session.id, decision: 'reject', notes: 'The passport photo is cut off: show the whole page.' },
      moderator,
    );
    const told = await h.call(myVerificationRpc, {}, u.meta);
    expect(told).toMatchObject({
      status: 'rejected',
      session: {
        lastError: { code: 'rejected_by_staff', reason: 'The passport photo is cut off: show the whole page.' },
      },
    });
    expect(told.session!.documents.map((d) => d.documentStatus)).toEqual(['rejected', 'rejected']);

    await h.call(submitVerificationDocumentsRpc, { sessionId: session.id, ...files() }, u.meta);
    await h.call(adminReviewVerificationRpc, { sessionId: session.id, decision: 'approve' }, admin);
    expect((await h.call(myVerificationRpc, {}, u.meta)).status).toBe('verified');

    const audit = await h.query<{ action: string; admin_role: string }>(
      `SELECT action, admin_role FROM admin_audit_logs
       WHERE entity_id = $1 OR details->>'sessionId' = $1 ORDER BY created_at`,
      [session.id],
    );
    expect(audit).toEqual([
      { action: 'verification_document.viewed', admin_role: 'moderator' },
      { action: 'identity_verification.rejected', admin_role: 'moderator' },
      { action: 'identity_verification.approved', admin_role: 'admin' },
    ]);
  });
});
