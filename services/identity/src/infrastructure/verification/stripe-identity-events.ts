import { createHmac } from 'node:crypto';
import { providerErrors, type VerificationErrorCode } from '@oneway/contracts';
import Stripe from 'stripe';
import type { VerificationWebhookEvent } from './verification-provider.port.js';

const TOLERANCE_SECONDS = 300;

/** Signs like Stripe: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>` (the test mode's webhooks). */
export function signIdentityWebhook(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

const KNOWN_CODES: readonly string[] = [
  'document_expired',
  'document_unverified_other',
  'document_type_not_supported',
  'selfie_face_mismatch',
  'selfie_unverified_other',
  'consent_declined',
];

/**
 * One reading of Stripe Identity events for both adapters: the official SDK verifies the
 * signature over the raw body; `identity.verification_session.verified` and `.requires_input`
 * (with `last_error`) become outcomes; other types are acknowledged and ignored.
 */
export function readIdentityWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): VerificationWebhookEvent {
  if (!signature) throw providerErrors.webhookSignatureMissing();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_SECONDS);
  } catch (err) {
    throw providerErrors.webhookSignatureInvalid((err as Error).message);
  }
  const object = event.data.object as unknown as {
    metadata?: Record<string, string>;
    last_error?: { code?: string | null; reason?: string | null } | null;
  };
  const sessionId = object.metadata?.oneway_session_id ?? null;
  if (event.type === 'identity.verification_session.verified')
    return { eventId: event.id, sessionId, outcome: { kind: 'verified' } };
  if (event.type === 'identity.verification_session.requires_input') {
    const raw = object.last_error?.code ?? 'document_unverified_other';
    const code = (KNOWN_CODES.includes(raw) ? raw : 'document_unverified_other') as VerificationErrorCode;
    return {
      eventId: event.id,
      sessionId,
      outcome: { kind: 'requires_input', code, reason: object.last_error?.reason ?? code },
    };
  }
  return { eventId: event.id, sessionId, outcome: null };
}
