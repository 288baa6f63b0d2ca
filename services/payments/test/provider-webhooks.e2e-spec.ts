import { randomUUID } from 'node:crypto';
import { paymentsHandleProviderWebhookRpc } from '@oneway/contracts';
import { signWebhookPayload } from '../src/infrastructure/providers/webhook-signature.js';
import { usePayments } from './payments-test-kit.js';

// What the provider_webhooks table keeps: finance reconciles against it, and an event that
// could not apply must be there for the provider's retry (and for staff) with its error.
describe('provider webhooks as stored', () => {
  const harness = usePayments();

  const deliver = (type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replace(/-/g, '')}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = signWebhookPayload(payload, 'whsec_oneway_test_mode', Math.floor(Date.now() / 1000));
    return { id, send: () => harness().call(paymentsHandleProviderWebhookRpc, { rawBody: payload, signature }, null) };
  };
  const stored = async (id: string) =>
    (
      await harness().query<{ processed: boolean; attempts: number; last_error: string | null }>(
        'SELECT processed_at IS NOT NULL AS processed, attempts, last_error FROM provider_webhooks WHERE event_id = $1',
        [id],
      )
    )[0];

  it('an event that cannot apply yet is stored unprocessed with its error, and each retry counts; one that applies is stored processed once', async () => {
    // A payout the wallet has never heard of: nothing to settle.
    const early = deliver('payout.paid', {
      id: 'po_test_unknown',
      object: 'payout',
      metadata: { userId: randomUUID(), withdrawalId: randomUUID() },
    });
    await expect(early.send()).rejects.toBeTruthy();
    expect(await stored(early.id)).toMatchObject({ processed: false, attempts: 1, last_error: expect.any(String) });
    await expect(early.send()).rejects.toBeTruthy();
    expect(await stored(early.id)).toMatchObject({ processed: false, attempts: 2 });

    // An event with nothing to do for payments is stored and acknowledged once.
    const other = deliver('customer.updated', { id: 'cus_test', object: 'customer' });
    expect(await other.send()).toMatchObject({ duplicate: false });
    expect(await other.send()).toMatchObject({ duplicate: true });
    expect(await stored(other.id)).toMatchObject({ processed: true, attempts: 1, last_error: null });
  });
});
