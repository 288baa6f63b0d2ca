import { randomUUID } from 'node:crypto';
import {
  type Currency,
  paymentsAddPaymentMethodRpc,
  paymentsChargeShipmentRpc,
  paymentsCompleteAuthenticationRpc,
  paymentsEscrowOverviewRpc,
  paymentsGetCheckoutRpc,
  paymentsGetPaymentRpc,
  paymentsGetWalletRpc,
  paymentsGetWithdrawalRpc,
  paymentsHandleProviderWebhookRpc,
  paymentsListPaymentMethodsRpc,
  paymentsListWalletTransactionsRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  paymentsReleaseEscrowRpc,
  paymentsRequestWithdrawalRpc,
  paymentsUpdateSettingsRpc,
  claimFiledV1,
  shipmentCancelledV1,
  shipmentCreatedV1,
  shipmentDeliveredV1,
  shipmentMatchedV1,
  shipmentTravelerCancelledV1,
  shipmentUpdatedV1,
} from '@oneway/contracts';
import { recordStatements } from '@oneway/testing';
import { signWebhookPayload } from '../src/infrastructure/providers/webhook-signature.js';
import { type ChargeTerms, paymentIdFor, termsMetadata } from '../src/application/charge-shipment/charge-terms.js';
import {
  type Actor,
  ADMIN,
  listingDetails,
  type PaymentsHarness,
  VISA,
  startPayments,
  user,
} from './payments-test-kit.js';

// Test-mode cards that answer requires_action until 3-D Secure is completed.
const THREE_DS_CARD = { ...VISA, number: '4000002500003155' };
const THREE_DS_ALWAYS_CARD = { ...VISA, number: '4000002760003184' };

jest.setTimeout(60_000);

describe('payments service (test mode, real Postgres / NATS / Redis)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPayments();
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function listedShipment(amount = 10_000, currency: 'USD' | 'GBP' | 'CAD' | 'NGN' = 'USD') {
    const sender = user();
    const shipmentId = randomUUID();
    await h.publish(shipmentCreatedV1, {
      shipmentId,
      senderId: sender.userId,
      trackingNumber: `OW-${shipmentId.slice(0, 8)}`,
      fromLocation: 'London',
      toLocation: 'Lagos',
      paymentAmount: amount,
      currency,
    });
    await h.eventually(async () =>
      expect(await h.query('SELECT 1 FROM shipments_view WHERE shipment_id = $1', [shipmentId])).toHaveLength(1),
    );
    return { sender, shipmentId };
  }

  /** The sender edits the listing's price (marketplace's event); returns once payments has it. */
  async function editPrice(
    shipmentId: string,
    sender: Actor,
    paymentAmount: number,
    currency: Currency = 'USD',
    eventId = randomUUID(),
  ) {
    await h.publish(
      shipmentUpdatedV1,
      { shipmentId, senderId: sender.userId, details: listingDetails({ paymentAmount, currency }) },
      eventId,
    );
    await h.eventually(async () =>
      expect(
        await h.query('SELECT amount::int, currency FROM shipments_view WHERE shipment_id = $1', [shipmentId]),
      ).toEqual([{ amount: paymentAmount, currency }]),
    );
  }

  /** Pays for a shipment with a test card, under a fresh idempotency key unless one is given. */
  function charge(
    shipmentId: string,
    payer: Actor | null,
    card: typeof VISA = VISA,
    extra: { insured?: boolean; idempotencyKey?: string } = {},
  ) {
    return h.call(
      paymentsChargeShipmentRpc,
      { shipmentId, method: { kind: 'test_card', card }, idempotencyKey: randomUUID(), ...extra },
      payer,
    );
  }

  async function paidShipment(amount = 10_000) {
    const s = await listedShipment(amount);
    const r = await charge(s.shipmentId, s.sender);
    expect(r.outcome).toBe('succeeded');
    return s;
  }

  /** What chargeShipment sends the provider for a new payment; its own transaction never runs. */
  async function intentWithoutReply(
    shipmentId: string,
    senderId: string,
    amount: number,
    currency: ChargeTerms['currency'] = 'USD',
    card = VISA,
  ): Promise<ChargeTerms & { intentId: string }> {
    const terms: ChargeTerms = {
      paymentId: paymentIdFor(shipmentId),
      shipmentId,
      senderId,
      currency,
      amount,
      platformFee: 0,
      insurancePremium: 0,
      provider: 'test',
    };
    const intent = await h.runtime().deps.card.createPaymentIntent({
      amount,
      currency,
      idempotencyKey: `charge-${terms.paymentId}-${randomUUID()}`,
      paymentMethod: { kind: 'test_card', ...card },
      metadata: termsMetadata(terms),
    });
    return { ...terms, intentId: intent.intentId };
  }

  async function deliver(shipmentId: string, senderId: string, traveler = user()) {
    await h.publish(shipmentMatchedV1, {
      shipmentId,
      senderId,
      travelerId: traveler.userId,
      tripId: randomUUID(),
      interestId: randomUUID(),
    });
    await h.publish(shipmentDeliveredV1, { shipmentId, senderId, travelerId: traveler.userId });
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, traveler)).status).toBe('released'),
    );
    return traveler;
  }

  it('charging a shipment holds its amount in escrow, posts one balanced entry and emits escrow.held', async () => {
    const { sender, shipmentId } = await listedShipment(12_345);
    const checkout = await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender);
    expect(checkout).toMatchObject({
      mode: 'test',
      breakdown: { amount: 12_345, platformFee: 0, insurancePremium: 0, total: 12_345, currency: 'USD' },
      payment: null,
    });

    const r = await charge(shipmentId, sender);
    expect(r).toMatchObject({
      outcome: 'succeeded',
      decline: null,
      payment: { status: 'held', breakdown: { total: 12_345 } },
    });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(12_345);
    const events = await h.query<{ type: string }>(
      'SELECT type FROM es_events WHERE stream_id = $1 ORDER BY stream_version',
      [`payment-${shipmentId}`],
    );
    // The reply and the webhook race: intent_created is recorded only if the reply wins.
    expect(events[0]?.type).toBe('payments.escrow.initiated');
    expect(events.filter((e) => e.type === 'payments.escrow.held')).toHaveLength(1);
    // the test-mode webhook for the same intent arrives too, and changes nothing
    await h.runtime().providers.testWebhooks!.flush();
    expect(
      await h.query("SELECT 1 FROM ledger_entries WHERE idempotency_key LIKE 'charge-held:%' AND description LIKE $1", [
        `%${shipmentId}%`,
      ]),
    ).toHaveLength(1);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it('a price the sender changes before paying is the price the checkout shows and the charge holds', async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    await editPrice(shipmentId, sender, 14_000, 'GBP');
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown).toMatchObject({
      amount: 14_000,
      total: 14_000,
      currency: 'GBP',
    });
    const r = await charge(shipmentId, sender);
    expect(r).toMatchObject({
      outcome: 'succeeded',
      payment: { status: 'held', breakdown: { total: 14_000, currency: 'GBP' } },
    });
    expect(await h.balance(`escrow:${shipmentId}`, 'GBP')).toBe(14_000);
  });

  it('an edit the shipments consumer skipped, as before 2026-12-01, is applied by the listing-terms consumer: the checkout shows and the charge holds the last price', async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    // The shipments consumer has this edit in its inbox already: it takes it as a duplicate and
    // applies nothing, which is what it did with every edit before it followed them.
    const editId = randomUUID();
    await h.query("INSERT INTO es_inbox (consumer, event_id) VALUES ('payments-marketplace-shipments', $1)", [editId]);
    await editPrice(shipmentId, sender, 14_000, 'GBP', editId);
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown).toMatchObject({
      total: 14_000,
      currency: 'GBP',
    });
    expect(await charge(shipmentId, sender)).toMatchObject({
      outcome: 'succeeded',
      payment: { status: 'held', breakdown: { total: 14_000, currency: 'GBP' } },
    });
    expect(await h.balance(`escrow:${shipmentId}`, 'GBP')).toBe(14_000);
  });

  it('an older edit delivered after a newer one changes nothing: the checkout keeps the newer price', async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    await editPrice(shipmentId, sender, 12_000);
    await editPrice(shipmentId, sender, 16_000);
    // The first edit (stream version 2) again, as a replay brings it after the second.
    const late = await h.publish(
      shipmentUpdatedV1,
      { shipmentId, senderId: sender.userId, details: listingDetails({ paymentAmount: 12_000, currency: 'USD' }) },
      randomUUID(),
      2,
    );
    // Both consumers that apply edits have taken it.
    await h.eventually(async () =>
      expect(
        await h.query(
          `SELECT consumer FROM es_inbox WHERE event_id = $1
              AND consumer IN ('payments-listing-terms', 'payments-marketplace-shipments') ORDER BY consumer`,
          [late],
        ),
      ).toEqual([{ consumer: 'payments-listing-terms' }, { consumer: 'payments-marketplace-shipments' }]),
    );
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown).toMatchObject({
      total: 16_000,
      currency: 'USD',
    });
  });

  it('a price the sender changes after a declined attempt is what the checkout shows and the retry charges', async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    const declined = await charge(shipmentId, sender, { ...VISA, number: '4000000000000002' });
    expect(declined).toMatchObject({
      outcome: 'declined',
      payment: { status: 'pending', breakdown: { total: 10_000 } },
    });
    await editPrice(shipmentId, sender, 14_000, 'GBP');
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown).toMatchObject({
      total: 14_000,
      currency: 'GBP',
    });
    const retry = await charge(shipmentId, sender);
    expect(retry).toMatchObject({
      outcome: 'succeeded',
      payment: { id: paymentIdFor(shipmentId), status: 'held', breakdown: { total: 14_000, currency: 'GBP' } },
    });
    expect(await h.balance(`escrow:${shipmentId}`, 'GBP')).toBe(14_000);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
    // The payments list (the projection) says what was held.
    await h.eventually(async () =>
      expect(
        await h.query('SELECT total::int, currency, status FROM payments WHERE shipment_id = $1', [shipmentId]),
      ).toEqual([{ total: 14_000, currency: 'GBP', status: 'held' }]),
    );
  });

  it("after a declined attempt, the retry's success webhook that overtakes its reply holds the new price and refunds nothing", async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    expect((await charge(shipmentId, sender, { ...VISA, number: '4000000000000002' })).outcome).toBe('declined');
    await editPrice(shipmentId, sender, 14_000, 'GBP');
    // The retry's intent exists at the provider; its webhook is applied before any reply.
    const retry = await intentWithoutReply(shipmentId, sender.userId, 14_000, 'GBP');
    await h.runtime().providers.testWebhooks!.flush();
    expect(await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).toMatchObject({
      status: 'held',
      breakdown: { total: 14_000, currency: 'GBP' },
    });
    expect(await h.balance(`escrow:${shipmentId}`, 'GBP')).toBe(14_000);
    // The money the sender paid stays in escrow: no refund went to the card.
    expect(
      await h.query('SELECT 1 FROM test_provider_requests WHERE idempotency_key = $1', [
        `re:duplicate-charge-${retry.intentId}`,
      ]),
    ).toEqual([]);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it("after a declined attempt, a 3-D Secure retry's webhook that overtakes its reply opens the challenge on the new price", async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    expect((await charge(shipmentId, sender, { ...VISA, number: '4000000000000002' })).outcome).toBe('declined');
    await editPrice(shipmentId, sender, 14_000, 'GBP');
    const retry = await intentWithoutReply(shipmentId, sender.userId, 14_000, 'GBP', THREE_DS_CARD);
    await h.runtime().providers.testWebhooks!.flush();
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown).toMatchObject({
      total: 14_000,
      currency: 'GBP',
    });
    // The sender passes the challenge; the money taken is what escrow holds.
    await h.runtime().deps.card.completeAuthentication(retry.intentId, 'approve');
    await h.runtime().providers.testWebhooks!.flush();
    await h.eventually(async () =>
      expect(await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).toMatchObject({
        status: 'held',
        breakdown: { total: 14_000, currency: 'GBP' },
      }),
    );
    expect(await h.balance(`escrow:${shipmentId}`, 'GBP')).toBe(14_000);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it("an older attempt's 3-D Secure webhook that arrives late does not take over the open challenge of the new price", async () => {
    const { sender, shipmentId } = await listedShipment(10_000);
    // The first attempt's reply is lost (the process died) and its webhook is held up on the way.
    const webhooks = h.runtime().providers.testWebhooks!;
    const held: [string, string][] = [];
    const service = webhooks.connect(async (raw, header) => void held.push([raw, header]))!;
    const first = await intentWithoutReply(shipmentId, sender.userId, 10_000, 'USD', THREE_DS_CARD).finally(
      async () => {
        await webhooks.flush();
        webhooks.connect(service);
      },
    );
    // The sender changes the price and pays again: a challenge for the new price opens.
    await editPrice(shipmentId, sender, 14_000);
    const retry = await charge(shipmentId, sender, THREE_DS_CARD);
    expect(retry).toMatchObject({ outcome: 'requires_action', payment: { breakdown: { total: 14_000 } } });
    // Now the first attempt's webhook arrives (with any other test's retry held meanwhile).
    expect(held.map(([raw]) => JSON.parse(raw).data.object.id)).toContain(first.intentId);
    for (const [rawBody, signature] of held)
      await h.call(paymentsHandleProviderWebhookRpc, { rawBody, signature }, null);
    expect(await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).toMatchObject({
      awaitingAuthentication: true,
      providerIntentId: retry.nextAction!.intentId,
    });
    // The sender passes the challenge on screen: the money taken is what escrow holds.
    const done = await h.call(paymentsCompleteAuthenticationRpc, { shipmentId, outcome: 'approve' }, sender);
    expect(done).toMatchObject({ outcome: 'succeeded', payment: { status: 'held', breakdown: { total: 14_000 } } });
    expect(done.payment.providerIntentId).not.toBe(first.intentId);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(14_000);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it('while a 3-D Secure challenge is open, a price edit waits: the challenge completes on the terms it showed', async () => {
    const { sender, shipmentId } = await listedShipment(7_000);
    expect((await charge(shipmentId, sender, THREE_DS_CARD)).outcome).toBe('requires_action');
    // The edit has reached payments (a new payment would take it) but the open challenge keeps its terms.
    await editPrice(shipmentId, sender, 9_000);
    expect((await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).breakdown.total).toBe(7_000);
    const done = await h.call(paymentsCompleteAuthenticationRpc, { shipmentId, outcome: 'approve' }, sender);
    expect(done).toMatchObject({ outcome: 'succeeded', payment: { status: 'held', breakdown: { total: 7_000 } } });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(7_000);
  });

  it('a charge commits initiated together with its outcome: one transaction, the payment id derived from the shipment', async () => {
    const { sender, shipmentId } = await listedShipment(6_000);
    const r = await charge(shipmentId, sender);
    expect(r).toMatchObject({ outcome: 'succeeded', payment: { status: 'held' } });
    const events = await h.query<{ type: string; tx: string; payment_id: string }>(
      "SELECT type, tx_id::text AS tx, data->>'paymentId' AS payment_id FROM es_events WHERE stream_id = $1 ORDER BY stream_version",
      [`payment-${shipmentId}`],
    );
    const initiated = events.find((e) => e.type === 'payments.escrow.initiated')!;
    const held = events.find((e) => e.type === 'payments.escrow.held')!;
    expect(initiated.tx).toBe(held.tx);
    expect(initiated.payment_id).toBe(paymentIdFor(shipmentId));
    expect(r.payment.id).toBe(paymentIdFor(shipmentId));
  });

  it('a charge answers with the payment as its transaction committed it, without reading the escrow again; the test provider stores its answer in one statement', async () => {
    const { sender, shipmentId } = await listedShipment(6_500);
    const escrow = `payment-${shipmentId}`;
    const { value: r, sent } = await recordStatements(() => charge(shipmentId, sender));
    expect(r).toMatchObject({ outcome: 'succeeded', payment: { status: 'held' } });
    // The reply is exactly what the stream says now (times included).
    expect(r.payment).toEqual(await h.call(paymentsGetPaymentRpc, { shipmentId }, sender));
    // The escrow is read once, before the charge (the prefetch in BEGIN is the unit's own read).
    const reads = sent.filter((q) => q.name === 'oneway_es_read_stream' && q.values.includes(escrow));
    expect(reads).toHaveLength(1);
    // The test provider keeps its idempotency record in one statement: no lookup before it.
    expect(sent.filter((q) => q.text.includes('test_provider_requests'))).toHaveLength(1);
  });

  it('a charge whose reply is never recorded (the process died after the provider call) is recorded from the webhook', async () => {
    const { sender, shipmentId } = await listedShipment(8_000);
    const terms = await intentWithoutReply(shipmentId, sender.userId, 8_000);
    await h.runtime().providers.testWebhooks!.flush();
    await h.eventually(async () =>
      expect(await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).toMatchObject({
        status: 'held',
        id: terms.paymentId,
      }),
    );
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(8_000);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it('a charge webhook reads the escrow in the round trip that takes its lock, so a charge queued on that lock waits out no extra round trip', async () => {
    const { sender, shipmentId } = await listedShipment(7_000);
    const escrow = `payment-${shipmentId}`;
    // Every statement the service sends while the provider's webhook is applied.
    const { sent } = await recordStatements(async () => {
      await intentWithoutReply(shipmentId, sender.userId, 7_000);
      await h.runtime().providers.testWebhooks!.flush();
    });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(7_000);
    // This escrow's lock only: late passes of earlier tests may take other escrows' locks meanwhile.
    const locking = sent.filter((q) => q.text.includes('pg_advisory_xact_lock') && q.text.includes(escrow));
    expect(locking).toHaveLength(1);
    expect(locking[0]!.text).toContain(`EXECUTE oneway_es_begin_read_stream('${escrow}')`);
    // No read of the escrow of its own after the lock (the append names the stream too).
    const reads = sent.filter((q) => q.name === 'oneway_es_read_stream' && q.values.includes(escrow));
    expect(reads).toEqual([]);
  });

  it('only the sender can pay for a shipment; to anyone else it answers like a missing one', async () => {
    const { shipmentId } = await listedShipment();
    await expect(charge(shipmentId, user())).rejects.toMatchObject({ code: 'SHIPMENT.NOT_FOUND', kind: 'not_found' });
    await expect(h.call(paymentsGetCheckoutRpc, { shipmentId }, user())).rejects.toMatchObject({
      code: 'SHIPMENT.NOT_FOUND',
    });
    await expect(charge(shipmentId, null)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('a double-submitted charge (same idempotency key, concurrently) charges the card once', async () => {
    const { sender, shipmentId } = await listedShipment(5_000);
    const key = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => charge(shipmentId, sender, VISA, { idempotencyKey: key })),
    );
    expect(results.some((r) => r.status === 'fulfilled' && r.value.outcome === 'succeeded')).toBe(true);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(5_000);
    expect(await h.balance('payments_clearing')).toBeGreaterThanOrEqual(5_000);
    const held = await h.query("SELECT 1 FROM es_events WHERE stream_id = $1 AND type = 'payments.escrow.held'", [
      `payment-${shipmentId}`,
    ]);
    expect(held).toHaveLength(1);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4242424242424241', 'incorrect_number'],
  ])('a declined card (%s) leaves the payment pending and answers with the %s message', async (number, code) => {
    const { sender, shipmentId } = await listedShipment();
    const r = await charge(shipmentId, sender, { ...VISA, number });
    expect(r).toMatchObject({
      outcome: 'declined',
      payment: { status: 'pending', lastDeclineCode: code },
      decline: { code },
    });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
    // and a retry with a good card then succeeds
    const retry = await charge(shipmentId, sender);
    expect(retry.outcome).toBe('succeeded');
  });

  it('3-D Secure: requires_action, then the authentication step holds the escrow', async () => {
    const { sender, shipmentId } = await listedShipment(7_000);
    const r = await charge(shipmentId, sender, THREE_DS_CARD);
    expect(r).toMatchObject({
      outcome: 'requires_action',
      nextAction: { type: 'authenticate' },
      decline: { code: 'authentication_required' },
    });
    const done = await h.call(paymentsCompleteAuthenticationRpc, { shipmentId, outcome: 'approve' }, sender);
    expect(done).toMatchObject({ outcome: 'succeeded', payment: { status: 'held' } });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(7_000);
  });

  it('delivery releases escrow to the traveler pending balance; after the payout hold it becomes available', async () => {
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 0 }, ADMIN);
    const { sender, shipmentId } = await paidShipment(9_000);
    const traveler = await deliver(shipmentId, sender.userId);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
    await h.eventually(async () => {
      const w = await h.call(paymentsGetWalletRpc, {}, traveler);
      expect(w.balances).toEqual([{ currency: 'USD', available: 9_000, pending: 0, lifetimeEarnings: 9_000 }]);
    });
    await h.eventually(async () => {
      const history = await h.call(paymentsListWalletTransactionsRpc, { page: 1, pageSize: 10 }, traveler);
      expect(history.items.map((i) => i.type).sort()).toEqual(['earning', 'earning_available']);
    });
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 72 }, ADMIN);
  });

  it('a repeated delivered event releases once', async () => {
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 72 }, ADMIN);
    const { sender, shipmentId } = await paidShipment(4_000);
    const traveler = user();
    await h.publish(shipmentMatchedV1, {
      shipmentId,
      senderId: sender.userId,
      travelerId: traveler.userId,
      tripId: randomUUID(),
      interestId: randomUUID(),
    });
    await Promise.all(
      [1, 2, 3].map(() =>
        h.publish(shipmentDeliveredV1, { shipmentId, senderId: sender.userId, travelerId: traveler.userId }),
      ),
    );
    await h.eventually(async () => expect(await h.balance(`wallet_pending:${traveler.userId}`)).toBe(4_000));
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.balance(`wallet_pending:${traveler.userId}`)).toBe(4_000);
  });

  it("a claim after delivery holds the traveler's pending earning back, and their history lists the hold", async () => {
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 72 }, ADMIN);
    const { sender, shipmentId } = await paidShipment(3_500);
    const traveler = await deliver(shipmentId, sender.userId);
    const claimId = randomUUID();
    await h.publish(claimFiledV1, {
      claimId,
      shipmentId,
      senderId: sender.userId,
      travelerId: traveler.userId,
      claimType: 'damaged',
      description: 'The scarf arrived torn.',
      photoKeys: [],
      deliveredAt: new Date().toISOString(),
      insuredValue: 0,
    });
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, traveler)).status).toBe('frozen'),
    );
    // The history answers (it failed with a server error once a claim had touched the earnings).
    await h.eventually(async () => {
      const history = await h.call(paymentsListWalletTransactionsRpc, { page: 1, pageSize: 10 }, traveler);
      expect(history.items.map((i) => [i.type, i.status, i.amount]).sort()).toEqual([
        ['earning', 'frozen', 3_500],
        ['earning_frozen', 'frozen', 3_500],
      ]);
    });
    // Held back, it is not counted as earned: the settlement decides what the traveler keeps.
    const wallet = await h.call(paymentsGetWalletRpc, {}, traveler);
    expect(wallet.balances).toEqual([{ currency: 'USD', available: 0, pending: 0, lifetimeEarnings: 0 }]);
  });

  it('a cancelled shipment is refunded in full and the refund settles', async () => {
    await h.call(paymentsUpdateSettingsRpc, { platformFeeBps: 500, insurancePremiumFixed: 100 }, ADMIN);
    const { sender, shipmentId } = await listedShipment(10_000);
    const r = await charge(shipmentId, sender, VISA, { insured: true });
    expect(r.payment.breakdown).toMatchObject({
      amount: 10_000,
      platformFee: 500,
      insurancePremium: 100,
      total: 10_600,
    });
    await h.call(paymentsUpdateSettingsRpc, { platformFeeBps: 0, insurancePremiumFixed: 0 }, ADMIN);
    await h.publish(shipmentCancelledV1, {
      shipmentId,
      senderId: sender.userId,
      travelerId: null,
      reason: 'changed my mind',
    });
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).status).toBe('refunded'),
    );
    const p = await h.call(paymentsGetPaymentRpc, { shipmentId }, sender);
    expect(p.refundedAmount).toBe(10_600);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
    await h.runtime().providers.testWebhooks!.flush();
    expect(
      await h.query("SELECT 1 FROM es_events WHERE stream_id = $1 AND type = 'payments.escrow.refund_settled'", [
        `payment-${shipmentId}`,
      ]),
    ).toHaveLength(1);
    expect(await h.balance('refunds')).toBe(0);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });

  it('a charge that succeeds after its shipment was cancelled is refunded in full', async () => {
    const { sender, shipmentId } = await listedShipment(2_500);
    const res = await charge(shipmentId, sender, THREE_DS_CARD);
    expect(res.outcome).toBe('requires_action');
    await h.publish(shipmentCancelledV1, { shipmentId, senderId: sender.userId, travelerId: null, reason: null });
    await h.eventually(async () =>
      expect(
        await h.query("SELECT 1 FROM shipments_view WHERE shipment_id = $1 AND status = 'cancelled'", [shipmentId]),
      ).toHaveLength(1),
    );
    // the sender finished 3-D Secure anyway (stripe.js), and the provider says so
    await h.runtime().deps.card.completeAuthentication(res.nextAction!.intentId, 'approve');
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).status).toBe('refunded'),
    );
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
  });

  it('a second intent that succeeds for an already-held payment is refunded to the card, not held twice', async () => {
    const { sender, shipmentId } = await listedShipment(1_800);
    const first = await charge(shipmentId, sender, THREE_DS_CARD);
    expect(first.outcome).toBe('requires_action');
    // the sender pays again with another card in a second tab…
    const second = await charge(shipmentId, sender);
    expect(second.outcome).toBe('succeeded');
    // …and then finishes 3-D Secure in the first one
    await h.runtime().deps.card.completeAuthentication(first.nextAction!.intentId, 'approve');
    await h.runtime().providers.testWebhooks!.flush();
    await h.eventually(async () =>
      expect(
        await h.query('SELECT 1 FROM test_provider_requests WHERE idempotency_key = $1', [
          `re:duplicate-charge-${first.nextAction!.intentId}`,
        ]),
      ).toHaveLength(1),
    );
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(1_800);
    expect(
      await h.query("SELECT 1 FROM es_events WHERE stream_id = $1 AND type = 'payments.escrow.held'", [
        `payment-${shipmentId}`,
      ]),
    ).toHaveLength(1);
    await h.eventually(async () =>
      expect(
        await h.query(
          "SELECT 1 FROM provider_webhooks WHERE payload->'data'->'object'->>'id' = $1 AND type = 'payment_intent.succeeded' AND processed_at IS NOT NULL",
          [first.nextAction!.intentId],
        ),
      ).toHaveLength(1),
    );
  });

  it('the same signed webhook delivered 50 times concurrently is processed once', async () => {
    const { sender, shipmentId } = await listedShipment(3_000);
    const res = await charge(shipmentId, sender, THREE_DS_ALWAYS_CARD);
    const intentId = res.nextAction!.intentId;
    const paymentId = res.payment.id;
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: 3_000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { paymentId, shipmentId, senderId: sender.userId },
        },
      },
    });
    const signature = signWebhookPayload(payload, 'whsec_oneway_test_mode', Math.floor(Date.now() / 1000));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => h.call(paymentsHandleProviderWebhookRpc, { rawBody: payload, signature }, null)),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(3_000);
    expect(
      await h.query("SELECT 1 FROM es_events WHERE stream_id = $1 AND type = 'payments.escrow.held'", [
        `payment-${shipmentId}`,
      ]),
    ).toHaveLength(1);
  });

  it('a webhook with a bad signature or a stale timestamp is refused and posts nothing', async () => {
    const { sender, shipmentId } = await listedShipment(2_000);
    const res = await charge(shipmentId, sender, THREE_DS_ALWAYS_CARD);
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: { id: res.nextAction!.intentId, object: 'payment_intent', metadata: { shipmentId } } },
    });
    const now = Math.floor(Date.now() / 1000);
    await expect(
      h.call(
        paymentsHandleProviderWebhookRpc,
        { rawBody: payload, signature: signWebhookPayload(payload, 'whsec_wrong_secret', now) },
        null,
      ),
    ).rejects.toMatchObject({
      code: 'WEBHOOK.SIGNATURE_INVALID',
      kind: 'validation',
    });
    await expect(
      h.call(
        paymentsHandleProviderWebhookRpc,
        { rawBody: payload, signature: signWebhookPayload(payload, 'whsec_oneway_test_mode', now - 301) },
        null,
      ),
    ).rejects.toMatchObject({ code: 'WEBHOOK.SIGNATURE_INVALID' });
    const tampered = payload.replace('payment_intent.succeeded', 'payment_intent.payment_failed');
    await expect(
      h.call(
        paymentsHandleProviderWebhookRpc,
        { rawBody: tampered, signature: signWebhookPayload(payload, 'whsec_oneway_test_mode', now) },
        null,
      ),
    ).rejects.toMatchObject({ code: 'WEBHOOK.SIGNATURE_INVALID' });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(0);
    expect(await h.query('SELECT 1 FROM provider_webhooks WHERE event_id = $1', [eventId])).toHaveLength(0);
  });

  it('the webhook endpoint on the ops port verifies the raw body like the RPC', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1' } },
    });
    const ok = await fetch(`${h.service.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, 'whsec_oneway_test_mode', Math.floor(Date.now() / 1000)),
      },
      body: payload,
    });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${h.service.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: payload,
    });
    expect(bad.status).toBe(400);
  });

  async function travelerWithAvailable(amount: number) {
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 0 }, ADMIN);
    const { sender, shipmentId } = await paidShipment(amount);
    const traveler = await deliver(shipmentId, sender.userId);
    await h.eventually(async () => expect(await h.balance(`wallet_available:${traveler.userId}`)).toBe(amount));
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 72 }, ADMIN);
    return traveler;
  }

  async function bankAccount(traveler: ReturnType<typeof user>, account = '000123456789') {
    return h.call(
      paymentsAddPaymentMethodRpc,
      {
        methodId: randomUUID(),
        method: { kind: 'bank_account', account, country: 'GB', currency: 'USD', holderName: 'T. Raveler' },
      },
      traveler,
    );
  }

  it('a withdrawal moves available money out through the payout provider and ends paid', async () => {
    const traveler = await travelerWithAvailable(6_000);
    const bank = await bankAccount(traveler);
    const w = await h.call(
      paymentsRequestWithdrawalRpc,
      { withdrawalId: randomUUID(), amount: 2_500, currency: 'USD', payoutMethodId: bank.id },
      traveler,
    );
    // The payout worker may already have paid it by the time the reply is read (a quiet machine).
    expect(['pending', 'paid']).toContain(w.status);
    await h.eventually(async () =>
      expect((await h.call(paymentsGetWithdrawalRpc, { withdrawalId: w.id }, traveler)).status).toBe('paid'),
    );
    expect(await h.balance(`wallet_available:${traveler.userId}`)).toBe(3_500);
    expect(await h.balance('payout_clearing')).toBe(0);
  });

  it('a failed payout returns the money with a reversing entry', async () => {
    const traveler = await travelerWithAvailable(4_000);
    const bank = await bankAccount(traveler, '000111111113');
    const w = await h.call(
      paymentsRequestWithdrawalRpc,
      { withdrawalId: randomUUID(), amount: 4_000, currency: 'USD', payoutMethodId: bank.id },
      traveler,
    );
    await h.eventually(async () =>
      expect((await h.call(paymentsGetWithdrawalRpc, { withdrawalId: w.id }, traveler)).status).toBe('failed'),
    );
    const after = await h.call(paymentsGetWithdrawalRpc, { withdrawalId: w.id }, traveler);
    expect(after.failureReason).toBe('account_closed');
    expect(await h.balance(`wallet_available:${traveler.userId}`)).toBe(4_000);
  });

  it('20 concurrent withdrawals against one wallet never pay out more than the balance', async () => {
    const traveler = await travelerWithAvailable(10_000);
    const bank = await bankAccount(traveler);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        h.call(
          paymentsRequestWithdrawalRpc,
          { withdrawalId: randomUUID(), amount: 4_000, currency: 'USD', payoutMethodId: bank.id },
          traveler,
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of refused)
      expect(['WALLET.WITHDRAWAL_IN_FLIGHT', 'WALLET.INSUFFICIENT_AVAILABLE']).toContain(r.reason.code);
    await h.eventually(async () => {
      const rows = await h.query<{ status: string; amount: string }>(
        'SELECT status, amount FROM withdrawals WHERE user_id = $1',
        [traveler.userId],
      );
      expect(rows.every((r) => r.status !== 'pending')).toBe(true);
    });
    const paid = await h.query<{ total: string }>(
      "SELECT coalesce(sum(amount), 0) AS total FROM withdrawals WHERE user_id = $1 AND status = 'paid'",
      [traveler.userId],
    );
    expect(Number(paid[0]!.total)).toBeLessThanOrEqual(10_000);
    expect(await h.balance(`wallet_available:${traveler.userId}`)).toBe(10_000 - Number(paid[0]!.total));
  });

  it('payment methods: add (a declined test card is refused), list, default, direct payment with the default card, remove', async () => {
    const { sender, shipmentId } = await listedShipment(1_500);
    await expect(
      h.call(
        paymentsAddPaymentMethodRpc,
        { methodId: randomUUID(), method: { kind: 'test_card', card: { ...VISA, cvc: '1' } } },
        sender,
      ),
    ).rejects.toMatchObject({
      code: 'PAYMENT.CARD_DECLINED',
      kind: 'validation',
      message: "Your card's security code is invalid. Please check it and try again.",
    });
    const card = await h.call(
      paymentsAddPaymentMethodRpc,
      { methodId: randomUUID(), method: { kind: 'test_card', card: VISA } },
      sender,
    );
    expect(card).toMatchObject({ type: 'card', isDefault: true, details: { brand: 'visa', last4: '4242' } });
    const second = await h.call(
      paymentsAddPaymentMethodRpc,
      { methodId: randomUUID(), method: { kind: 'test_card', card: { ...VISA, number: '5555555555554444' } } },
      sender,
    );
    expect(second.isDefault).toBe(false);
    await h.call(paymentsSetDefaultPaymentMethodRpc, { methodId: second.id }, sender);
    const listed = await h.call(paymentsListPaymentMethodsRpc, {}, sender);
    expect(listed.items.map((m) => [m.id, m.isDefault])).toEqual([
      [card.id, false],
      [second.id, true],
    ]);
    expect(JSON.stringify(listed)).not.toContain('pm_test_'); // provider references stay server-side
    // another user cannot pay with (or even see) these methods
    expect((await h.call(paymentsListPaymentMethodsRpc, {}, user())).items).toEqual([]);

    const direct = await h.call(
      paymentsChargeShipmentRpc,
      { shipmentId, method: { kind: 'default' }, idempotencyKey: randomUUID() },
      sender,
    );
    expect(direct).toMatchObject({ outcome: 'succeeded', payment: { status: 'held' } });

    await h.call(paymentsRemovePaymentMethodRpc, { methodId: second.id }, sender);
    const after = await h.call(paymentsListPaymentMethodsRpc, {}, sender);
    expect(after.items).toEqual([expect.objectContaining({ id: card.id, isDefault: true })]);
  });

  it('test mode has no Stripe onboarding: travelers add a test bank account', async () => {
    await expect(h.call(paymentsStartPayoutOnboardingRpc, { country: 'GB' }, user())).rejects.toMatchObject({
      code: 'PAYOUT.ONBOARDING_UNAVAILABLE',
      kind: 'precondition',
    });
  });

  it('a withdrawal to a bank account of another user, or above the available balance, is refused', async () => {
    const traveler = await travelerWithAvailable(1_000);
    const other = user();
    const othersBank = await bankAccount(other);
    await expect(
      h.call(
        paymentsRequestWithdrawalRpc,
        { withdrawalId: randomUUID(), amount: 100, currency: 'USD', payoutMethodId: othersBank.id },
        traveler,
      ),
    ).rejects.toMatchObject({ code: 'PAYOUT_METHOD.NOT_FOUND' });
    const bank = await bankAccount(traveler);
    await expect(
      h.call(
        paymentsRequestWithdrawalRpc,
        { withdrawalId: randomUUID(), amount: 1_001, currency: 'USD', payoutMethodId: bank.id },
        traveler,
      ),
    ).rejects.toMatchObject({ code: 'WALLET.INSUFFICIENT_AVAILABLE', kind: 'conflict' });
  });

  it('the same card added 10 times at once (a double-clicked form) is one card, and every request answers it', async () => {
    const owner = user();
    const methodId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call(paymentsAddPaymentMethodRpc, { methodId, method: { kind: 'test_card', card: VISA } }, owner),
      ),
    );
    expect(new Set(answers.map((a) => a.id))).toEqual(new Set([methodId]));
    expect((await h.call(paymentsListPaymentMethodsRpc, {}, owner)).items.map((m) => m.id)).toEqual([methodId]);
  });

  it('the same withdrawal sent 15 times at once (a retrying client) makes one, and every request answers it', async () => {
    const traveler = await travelerWithAvailable(5_000);
    const bank = await bankAccount(traveler);
    const withdrawalId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        h.call(
          paymentsRequestWithdrawalRpc,
          { withdrawalId, amount: 1_000, currency: 'USD', payoutMethodId: bank.id },
          traveler,
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.id))).toEqual(new Set([withdrawalId]));
    await h.eventually(async () =>
      expect((await h.call(paymentsGetWithdrawalRpc, { withdrawalId }, traveler)).status).toBe('paid'),
    );
    expect(await h.balance(`wallet_available:${traveler.userId}`)).toBe(4_000);
  });

  it('a withdrawal id another user holds is refused (409) and leaves their withdrawal, its ledger entry and its payout alone; the owner’s retry still answers', async () => {
    const first = await travelerWithAvailable(3_000);
    const second = await travelerWithAvailable(2_000);
    const withdrawalId = randomUUID();
    const firstBank = await bankAccount(first);
    const w = await h.call(
      paymentsRequestWithdrawalRpc,
      { withdrawalId, amount: 1_200, currency: 'USD', payoutMethodId: firstBank.id },
      first,
    );
    await h.eventually(async () =>
      expect((await h.call(paymentsGetWithdrawalRpc, { withdrawalId }, first)).status).toBe('paid'),
    );
    // The second traveler's bank account fails its payouts: had the id been shared, its failure
    // would have been written onto the first traveler's withdrawal.
    const secondBank = await bankAccount(second, '000111111113');
    await expect(
      h.call(
        paymentsRequestWithdrawalRpc,
        { withdrawalId, amount: 700, currency: 'USD', payoutMethodId: secondBank.id },
        second,
      ),
    ).rejects.toMatchObject({ code: 'WITHDRAWAL.ID_TAKEN', kind: 'conflict' });
    expect(await h.balance(`wallet_available:${second.userId}`)).toBe(2_000);
    expect(
      await h.query("SELECT 1 FROM es_events WHERE stream_id = $1 AND data->>'withdrawalId' = $2", [
        `wallet-${second.userId}`,
        withdrawalId,
      ]),
    ).toHaveLength(0);
    await expect(h.call(paymentsGetWithdrawalRpc, { withdrawalId }, second)).rejects.toMatchObject({
      code: 'WITHDRAWAL.NOT_FOUND',
    });
    const again = await h.call(
      paymentsRequestWithdrawalRpc,
      { withdrawalId, amount: 1_200, currency: 'USD', payoutMethodId: firstBank.id },
      first,
    );
    expect(again).toMatchObject({ id: w.id, status: 'paid' });
    expect(await h.balance(`wallet_available:${first.userId}`)).toBe(1_800);
  });

  it('a traveler who gave the shipment up is no longer a party: their payment read is refused like an outsider’s, and an admin release pays no one (409) until a new traveler is matched', async () => {
    await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 72 }, ADMIN);
    const { sender, shipmentId } = await paidShipment(2_700);
    const held = await h.balance(`escrow:${shipmentId}`);
    const match = async (traveler: Actor) => {
      const ids = { tripId: randomUUID(), interestId: randomUUID() };
      await h.publish(shipmentMatchedV1, { shipmentId, senderId: sender.userId, travelerId: traveler.userId, ...ids });
      return ids;
    };
    const former = user();
    const ids = await match(former);
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, former)).status).toBe('held'),
    );

    await h.publish(shipmentTravelerCancelledV1, {
      shipmentId,
      senderId: sender.userId,
      travelerId: former.userId,
      ...ids,
      reason: 'Plans changed',
    });
    const outsiders = h.call(paymentsGetPaymentRpc, { shipmentId }, user());
    await expect(outsiders).rejects.toMatchObject({ code: 'PAYMENT.NOT_FOUND', kind: 'not_found' });
    await h.eventually(() =>
      expect(h.call(paymentsGetPaymentRpc, { shipmentId }, former)).rejects.toMatchObject({
        code: 'PAYMENT.NOT_FOUND',
        kind: 'not_found',
      }),
    );
    // The sender still reads it; an admin release has no one to pay.
    expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).status).toBe('held');
    await expect(h.call(paymentsReleaseEscrowRpc, { shipmentId }, ADMIN)).rejects.toMatchObject({
      code: 'SHIPMENT.NO_TRAVELER',
      kind: 'conflict',
    });
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(held);
    expect(await h.balance(`wallet_pending:${former.userId}`)).toBe(0);

    // A new traveler is matched: the release pays them, never the one who gave up.
    const next = user();
    await match(next);
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, next)).status).toBe('held'),
    );
    const released = await h.call(paymentsReleaseEscrowRpc, { shipmentId }, ADMIN);
    expect(released).toMatchObject({ status: 'released', receiverId: next.userId });
    expect(await h.balance(`wallet_pending:${next.userId}`)).toBe(released.breakdown.amount);
    expect(await h.balance(`wallet_pending:${former.userId}`)).toBe(0);
  });

  it("a payment method id another user holds is refused with 409, and that user's card survives", async () => {
    const owner = user();
    const other = user();
    const card = await h.call(
      paymentsAddPaymentMethodRpc,
      { methodId: randomUUID(), method: { kind: 'test_card', card: VISA } },
      owner,
    );
    await expect(
      h.call(
        paymentsAddPaymentMethodRpc,
        {
          methodId: card.id,
          // A bank account: nothing at the provider stands in the way.
          method: { kind: 'bank_account', account: '12345678', country: 'GB', currency: 'GBP', holderName: 'A. Other' },
        },
        other,
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_METHOD.ID_TAKEN', kind: 'conflict' });
    await expect(h.call(paymentsRemovePaymentMethodRpc, { methodId: card.id }, other)).rejects.toMatchObject({
      code: 'PAYMENT_METHOD.NOT_FOUND',
    });
    expect((await h.call(paymentsListPaymentMethodsRpc, {}, other)).items).toEqual([]);

    // Even a removal of the id in another user's stream (written before ids were claimed)
    // leaves the owner's card.
    const store = h.runtime().deps.store;
    const forged = await store.append({
      streamId: `payment-methods-${other.userId}`,
      expectedVersion: 0,
      events: [
        {
          type: 'payments.payment_method.added',
          data: {
            userId: other.userId,
            methodId: card.id,
            kind: 'card',
            providerRef: 'pm_x',
            details: { last4: '0000' },
          },
        },
        { type: 'payments.payment_method.removed', data: { userId: other.userId, methodId: card.id } },
      ],
      metadata: { correlationId: randomUUID(), causationId: null, actorId: other.userId, now: new Date() },
    });
    await h.service.ctx.projections.waitFor('payments-payment-methods', forged.lastPosition);

    expect((await h.call(paymentsListPaymentMethodsRpc, {}, owner)).items).toEqual([
      expect.objectContaining({ id: card.id, isDefault: true, details: expect.objectContaining({ last4: '4242' }) }),
    ]);
  });

  it('finance overview (admin or finance) totals escrow by status and currency; a plain user is refused', async () => {
    await expect(h.call(paymentsEscrowOverviewRpc, {}, user())).rejects.toMatchObject({
      code: 'AUTH.STAFF_ONLY',
      kind: 'forbidden',
    });
    await h.eventually(async () => {
      const o = await h.call(paymentsEscrowOverviewRpc, {}, ADMIN);
      expect(o.totals.find((t) => t.status === 'held' && t.currency === 'USD')?.count).toBeGreaterThan(0);
      expect(o.totals.find((t) => t.status === 'released')?.count).toBeGreaterThan(0);
    });
  });

  it('after everything above, the ledger sums to zero in every currency and no protected account is negative', async () => {
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
    expect(await h.query('SELECT 1 FROM ledger_accounts WHERE must_not_go_negative AND balance < 0')).toHaveLength(0);
    // platform accounts are summed over their slots
    expect(
      await h.query(
        'SELECT code FROM ledger_accounts WHERE owner IS NULL GROUP BY code, currency HAVING sum(balance) < 0',
      ),
    ).toHaveLength(0);
  });
});
