import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIdentityWebhook } from '../src/infrastructure/verification/stripe-identity-events.js';
import { StripeIdentityProvider } from '../src/infrastructure/verification/stripe-identity-provider.js';

// The Stripe Identity adapter (official SDK) against a local stand-in of the Stripe API: what
// it sends to create a VerificationSession, and how it reads Stripe's signed webhook events.

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

describe('Stripe Identity adapter contract (official SDK against a local stand-in)', () => {
  let server: Server;
  const requests: { path: string; form: Record<string, string>; idempotencyKey?: string; auth?: string }[] = [];
  let provider: StripeIdentityProvider;
  const secret = 'whsec_contract_test';

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const raw = await body(req);
      requests.push({
        path: new URL(req.url ?? '/', 'http://x').pathname,
        form: Object.fromEntries(new URLSearchParams(raw)),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        auth: req.headers.authorization,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'vs_standin_1',
          object: 'identity.verification_session',
          status: 'requires_input',
          url: 'https://verify.stripe.com/start/test_standin',
          client_secret: 'vs_standin_1_secret',
          last_error: null,
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    provider = new StripeIdentityProvider({
      secretKey: 'sk_test_standin',
      webhookSecret: secret,
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      protocol: 'http',
    });
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('creates a document check with a matching selfie, our ids in metadata, idempotent per session', async () => {
    const created = await provider.createSession({
      sessionId: '11111111-1111-4111-8111-111111111111',
      userId: '22222222-2222-4222-8222-222222222222',
      returnUrl: 'https://oneway.test/verification',
    });
    expect(created).toEqual({ providerSessionId: 'vs_standin_1', url: 'https://verify.stripe.com/start/test_standin' });
    const [sent] = requests;
    expect(sent).toMatchObject({
      path: '/v1/identity/verification_sessions',
      idempotencyKey: 'idv-create-11111111-1111-4111-8111-111111111111',
      auth: 'Bearer sk_test_standin',
    });
    expect(sent!.form).toMatchObject({
      type: 'document',
      'options[document][require_matching_selfie]': 'true',
      'metadata[oneway_session_id]': '11111111-1111-4111-8111-111111111111',
      'metadata[oneway_user_id]': '22222222-2222-4222-8222-222222222222',
      return_url: 'https://oneway.test/verification',
    });
  });

  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { metadata: { oneway_session_id: 's1' }, ...object } },
    });
  const signed = (payload: string, key = secret) => signIdentityWebhook(payload, key, Math.floor(Date.now() / 1000));

  it('reads verified and requires_input (with last_error) events; other events are acknowledged without an outcome', () => {
    const v = event('identity.verification_session.verified', {});
    expect(provider.parseWebhook(v, signed(v))).toEqual({
      eventId: 'evt_1',
      sessionId: 's1',
      outcome: { kind: 'verified' },
    });
    const r = event('identity.verification_session.requires_input', {
      last_error: { code: 'selfie_face_mismatch', reason: 'The selfie does not match.' },
    });
    expect(provider.parseWebhook(r, signed(r)).outcome).toEqual({
      kind: 'requires_input',
      code: 'selfie_face_mismatch',
      reason: 'The selfie does not match.',
    });
    const other = event('identity.verification_session.processing', {});
    expect(provider.parseWebhook(other, signed(other)).outcome).toBeNull();
  });

  it('refuses an event signed with another secret, or without a signature', () => {
    const v = event('identity.verification_session.verified', {});
    expect(() => provider.parseWebhook(v, signed(v, 'whsec_other'))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID' }),
    );
    expect(() => provider.parseWebhook(v, undefined)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_MISSING' }),
    );
  });
});
