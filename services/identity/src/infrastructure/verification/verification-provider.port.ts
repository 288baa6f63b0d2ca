import type { ProviderOutcome } from '../../domain/verification/verification.decider.js';

// The port both identity-verification adapters implement (Stripe Identity, the test mode),
// shaped like payments' card provider port. Which runs is decided at boot from configuration.

export interface CreatedProviderSession {
  providerSessionId: string;
  /** Where the person completes the check. */
  url: string;
}

/** A provider event after its signature was verified. */
export interface VerificationWebhookEvent {
  eventId: string;
  /** Our session id (the provider session's metadata). */
  sessionId: string | null;
  outcome: ProviderOutcome | null;
}

export interface IdentityVerificationProvider {
  readonly kind: 'test' | 'stripe';
  createSession(input: { sessionId: string; userId: string; returnUrl: string }): Promise<CreatedProviderSession>;
  /** Verifies the signature over the exact bytes and reads the event; throws PROVIDER.* on a bad signature. */
  parseWebhook(rawBody: string, signature: string | undefined): VerificationWebhookEvent;
}
