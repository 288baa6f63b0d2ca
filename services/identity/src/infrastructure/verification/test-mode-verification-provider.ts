import { randomBytes } from 'node:crypto';
import type { VerificationErrorCode } from '@oneway/contracts';
import { readIdentityWebhook, signIdentityWebhook } from './stripe-identity-events.js';
import type { IdentityVerificationProvider } from './verification-provider.port.js';

/** Where signed webhooks are delivered: the service's one verification webhook handler. */
export type VerificationWebhookSink = (rawBody: string, signature: string) => Promise<void>;

export type TestOutcome =
  'verified' | 'manual_review' | 'document_expired' | 'document_unverified_other' | 'selfie_face_mismatch';

const REASONS: Partial<Record<VerificationErrorCode, string>> = {
  document_expired: 'The document is expired.',
  document_unverified_other: 'The document could not be read.',
  selfie_face_mismatch: 'The selfie does not match the document photo.',
};

/**
 * Behaves like Stripe Identity's test mode: a hosted page of our own (/verification/hosted/:id)
 * takes the document and selfie and a chosen outcome, and the outcome comes back as a
 * Stripe-shaped event, signed with the webhook secret, into the same handler Stripe's use.
 * `manual_review` sends nothing: the session waits for staff.
 */
export class TestModeVerificationProvider implements IdentityVerificationProvider {
  readonly kind = 'test' as const;
  private sink: VerificationWebhookSink | null = null;

  constructor(
    private readonly webhookSecret: string,
    private readonly webBaseUrl: string,
  ) {}

  connect(sink: VerificationWebhookSink): void {
    this.sink = sink;
  }

  async createSession(input: { sessionId: string }) {
    return {
      providerSessionId: `vs_test_${randomBytes(12).toString('hex')}`,
      url: `/verification/hosted/${input.sessionId}`,
    };
  }

  parseWebhook(rawBody: string, signature: string | undefined) {
    return readIdentityWebhook(rawBody, signature, this.webhookSecret);
  }

  /** The signed event for an outcome (the hosted page's choice). */
  signedEvent(sessionId: string, providerSessionId: string, outcome: Exclude<TestOutcome, 'manual_review'>) {
    const verified = outcome === 'verified';
    const payload = JSON.stringify({
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: 'test-mode',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: verified ? 'identity.verification_session.verified' : 'identity.verification_session.requires_input',
      data: {
        object: {
          id: providerSessionId,
          object: 'identity.verification_session',
          status: verified ? 'verified' : 'requires_input',
          last_error: verified ? null : { code: outcome, reason: REASONS[outcome] ?? outcome },
          metadata: { oneway_session_id: sessionId },
        },
      },
    });
    return { payload, signature: signIdentityWebhook(payload, this.webhookSecret, Math.floor(Date.now() / 1000)) };
  }

  /** Delivers the outcome to the webhook handler, as Stripe would after the check. */
  async complete(sessionId: string, providerSessionId: string, outcome: TestOutcome): Promise<void> {
    if (outcome === 'manual_review' || !this.sink) return;
    const { payload, signature } = this.signedEvent(sessionId, providerSessionId, outcome);
    await this.sink(payload, signature);
  }
}
