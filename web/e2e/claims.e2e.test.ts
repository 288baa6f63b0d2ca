import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentRequestBody, tripRequestBody } from '@oneway/testing/request-bodies';
import { eventually, signInContext, type ApiPerson } from './support/api-session';
import { launchBrowser, MOBILE, openPage, screenshot, type TrackedPage } from './support/browser';

// Issue 15 part B, claim journey against the real stack (SEED_DEMO=1): alice's delivered
// shipment (carried by bola) is claimed as damaged with a photo → the escrow is frozen → bola
// answers → the admin grants a partial refund → the ledger holds the card refund and bola's
// wallet credit, the trial balance still balances, and both see the outcome.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL && !!process.env.E2E_DB_PREFIX;
const title = apiReady
  ? 'claim journey (real stack): damaged with a photo → frozen → traveler answers → admin partial refund → ledger'
  : 'claim journey SKIPPED: run through scripts/test-browser.mjs (E2E_API, E2E_BASE_URL, E2E_DB_PREFIX)';

const ALICE = { login: 'alice', password: 'Alice#Demo2026' };
const BOLA = { login: 'bola', password: 'Bola#Demo2026' };
const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REASON = 'The photo shows the broken lamp; part of the payment goes back to the sender.';

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let sender: TrackedPage;
  let traveler: TrackedPage;
  let admin: TrackedPage;
  let alice: ApiPerson;
  let bola: ApiPerson;
  let staff: ApiPerson;
  let shipmentId = '';
  let claimId = '';
  const db = new pg.Pool({
    connectionString: `${process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432'}/${process.env.E2E_DB_PREFIX}_payments`,
    max: 1,
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    [sender, traveler, admin] = [await openPage(browser), await openPage(browser), await openPage(browser)];
    alice = await signInContext(sender.context, ALICE);
    bola = await signInContext(traveler.context, BOLA);
    staff = await signInContext(admin.context, ADMIN);

    // The way to a delivered shipment, through the API (the browser journeys of the marketplace cover it).
    const created = await alice.call(
      'POST',
      '/api/shipments',
      shipmentRequestBody({ contents: `Ceramic lamp ${Date.now().toString(36)}`, paymentAmount: 4000 }),
    );
    expect(created.status).toBe(201);
    shipmentId = created.body.id;
    const trip = await bola.call('POST', '/api/trips', tripRequestBody());
    expect(trip.status).toBe(201);
    await staff.call('POST', `/api/admin/trips/${trip.body.id}/approve`, {});
    await eventually(async () => {
      const charge = await alice.call('POST', `/api/payments/shipments/${shipmentId}/charge`, {
        method: { kind: 'test_card', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } },
        idempotencyKey: `charge-${shipmentId}`,
      });
      expect(charge.status).toBe(200);
    });
    const interest = await eventually(async () => {
      const r = await bola.call('POST', `/api/shipments/${shipmentId}/interests`, {
        tripId: trip.body.id,
        message: 'I fly that week and can carry it.',
      });
      expect(r.status).toBe(201);
      return r.body;
    });
    await eventually(async () => {
      expect((await alice.call('POST', `/api/interests/${interest.id}/accept`)).status).toBe(200);
    });
    const codes = await eventually(async () => {
      const t = (await bola.call('GET', `/api/matches/${interest.id}`)).body;
      const s = (await alice.call('GET', `/api/matches/${interest.id}`)).body;
      expect(t.shipment.pickupCode).toMatch(/^\d{6}$/);
      return { pickup: t.shipment.pickupCode, delivery: s.shipment.deliveryCode };
    });
    expect((await alice.call('POST', `/api/shipments/${shipmentId}/pickup`, { code: codes.pickup })).status).toBe(200);
    expect((await bola.call('POST', `/api/shipments/${shipmentId}/in-transit`, {})).status).toBe(200);
    expect((await bola.call('POST', `/api/shipments/${shipmentId}/deliver`, { code: codes.delivery })).status).toBe(
      200,
    );
    await eventually(async () =>
      expect((await alice.call('GET', `/api/shipments/${shipmentId}`)).body.status).toBe('completed'),
    );
  }, 180_000);

  afterAll(async () => {
    await db.end();
    await browser?.close();
  });

  it('the sender claims the delivered shipment as damaged with a photo, from the shipment page: the payment is frozen', async () => {
    const { page } = sender;
    await page.goto(`/shipments/${shipmentId}`);
    await page.getByRole('link', { name: 'File a claim', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/claims');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'File claim' }) });
    await expect.poll(() => form.getByLabel(/^Shipment/).inputValue()).toBe(shipmentId);
    await form.getByLabel(/^What happened/).selectOption('damaged');
    await form.getByLabel(/^Description/).fill('The lamp arrived with its shade crushed and the base cracked.');
    await form.locator('input[type="file"]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'File claim' }).click();
    await page.waitForURL((url) => /^\/claims\/[0-9a-f-]{36}$/.test(url.pathname));
    claimId = new URL(page.url()).pathname.split('/').pop()!;
    await eventually(async () => {
      await page.reload();
      await page.getByText('Payment frozen').waitFor({ timeout: 2_000 });
    });
    await page.getByRole('img', { name: "Sender's photo 1" }).waitFor();
    await screenshot(page, 'claims-filed-1280');
    const { rows } = await db.query('SELECT status FROM payments WHERE shipment_id = $1', [shipmentId]);
    expect(rows[0].status).toBe('frozen');
  });

  it('the finance desk shows the payment frozen while the claim is open', async () => {
    const { page } = admin;
    await page.goto('/admin/finance');
    const frozen = page.getByTestId('escrow-total-frozen');
    await frozen.getByRole('button', { name: 'Frozen' }).click();
    // Newest change first: the payment this claim froze heads the frozen list.
    await page.getByTestId('escrow-list-frozen').getByTestId('escrow-row').filter({ hasText: shipmentId }).waitFor();
    await screenshot(page, 'claims-finance-frozen-1280');
  });

  it('the traveler reads the claim and the photo, and answers with their side', async () => {
    const { page } = traveler;
    await page.goto(`/claims/${claimId}`);
    await page.getByRole('img', { name: "Sender's photo 1" }).waitFor();
    await page.getByLabel(/^Your side/).fill('The box was intact when the receiver signed for it.');
    await page.getByRole('button', { name: 'Send my answer' }).click();
    await page.getByText('The box was intact when the receiver signed for it.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Send my answer' }).count()).toBe(0);
  });

  it('the admin grants a partial refund: card refund and traveler wallet credit in the ledger, trial balance balances', async () => {
    const { page } = admin;
    await page.goto('/admin/claims');
    await page
      .getByRole('link', { name: /Damaged ·/ })
      .first()
      .waitFor();
    await page.goto(`/admin/claims/${claimId}`);
    await page.getByText('The box was intact when the receiver signed for it.').waitFor();
    await page.getByLabel(/^Decision/).selectOption('partial_refund');
    await page.getByLabel(/^Refund to the sender/).fill('15.00');
    await page.getByLabel(/^Reason/).fill(REASON);
    await page.getByRole('button', { name: 'Resolve claim' }).click();
    await eventually(async () => {
      await page.reload();
      await page.getByText('Outcome: Partial refund to the sender').waitFor({ timeout: 2_000 });
    });
    await screenshot(page, 'claims-resolved-admin-1280');

    const lines = await db.query(
      `SELECT e.description, l.account_code, l.side, l.amount FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.description LIKE $1 ORDER BY e.id, l.line_no`,
      [`%${shipmentId}%`],
    );
    const entry = (d: string) => lines.rows.filter((r) => r.description.startsWith(d));
    expect(entry('Refund to the sender')).toEqual(
      expect.arrayContaining([expect.objectContaining({ account_code: 'refunds', side: 'credit', amount: '1500' })]),
    );
    expect(entry('Claim on shipment')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account_code: `wallet_available:${bola.userId}`, side: 'credit', amount: '2500' }),
      ]),
    );
    const trial = await db.query(
      `SELECT currency, sum(amount) FILTER (WHERE side = 'debit') AS debits, sum(amount) FILTER (WHERE side = 'credit') AS credits
         FROM ledger_lines GROUP BY currency`,
    );
    for (const row of trial.rows) expect(row.debits).toBe(row.credits);
    const wallet = await bola.call('GET', '/api/wallet');
    expect(JSON.stringify(wallet.body)).toContain('2500');
    const payment = await alice.call('GET', `/api/payments/shipments/${shipmentId}`);
    expect(payment.body.refundedAmount).toBe(1500);
  });

  it('both parties see the outcome and the reason (sender at 390 px)', async () => {
    for (const who of [sender, traveler]) {
      const { page } = who;
      if (who === sender) await page.setViewportSize(MOBILE);
      await page.goto(`/claims/${claimId}`);
      await page.getByText('Outcome: Partial refund to the sender').waitFor();
      await page.getByText(`Reason: ${REASON}`).waitFor();
    }
    await screenshot(sender.page, 'claims-outcome-sender-390');
    await eventually(async () => {
      const n = await bola.call('GET', '/api/notifications');
      expect(n.body.items.map((i: { title: string }) => i.title)).toContain('The claim on your delivery was resolved');
    });
    for (const who of [sender, traveler, admin]) expect(who.consoleErrors).toEqual([]);
  });
});
