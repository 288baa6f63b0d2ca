import Stripe from 'stripe';
import { readIdentityWebhook } from './stripe-identity-events.js';
import type { IdentityVerificationProvider } from './verification-provider.port.js';

export interface StripeIdentitySettings {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe Identity through the official SDK: a document check with a matching selfie, hosted by Stripe. */
export class StripeIdentityProvider implements IdentityVerificationProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeIdentitySettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
  }

  async createSession(input: { sessionId: string; userId: string; returnUrl: string }) {
    const session = await this.stripe.identity.verificationSessions.create(
      {
        type: 'document',
        options: { document: { require_matching_selfie: true } },
        metadata: { oneway_session_id: input.sessionId, oneway_user_id: input.userId },
        return_url: input.returnUrl,
      },
      { idempotencyKey: `idv-create-${input.sessionId}` },
    );
    return { providerSessionId: session.id, url: session.url ?? input.returnUrl };
  }

  parseWebhook(rawBody: string, signature: string | undefined) {
    return readIdentityWebhook(rawBody, signature, this.settings.webhookSecret);
  }
}
