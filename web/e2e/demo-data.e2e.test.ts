import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- scripts/ is no package: the test starts a stack as `npm start` does.
import { startStack } from '../../scripts/e2e-stack.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the journey `npm start` plays, run a second time.
import { runDemoJourney, signIn } from '../../scripts/demo-journey.mjs';
import { eventually } from './support/api-session';
import { launchBrowser, screenshot } from './support/browser';
import { signInAt } from './support/demo-journey';

// `npm start` plays the demo's money and operations through the API (scripts/demo-journey.mjs)
// so that every screen shows something real. The shared browser stack starts without it (the
// other journeys start from the seeded state): this file starts a stack of its own, as
// `npm start` does, serving the same built app.
const ready = process.env.E2E_API === '1' && !!process.env.E2E_WEB_DIST;
const title = ready
  ? "npm start's demo: identity checks, payments, a delivery, reviews, a reported review, a claim, a ticket and staff at work, played once"
  : 'demo journey SKIPPED: run through scripts/test-browser.mjs (E2E_API, E2E_WEB_DIST)';

type Stack = Awaited<ReturnType<typeof startStack>>;
const ALICE = { login: 'alice', password: 'Alice#Demo2026' };
const BOLA = { login: 'bola', password: 'Bola#Demo2026' };
const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };

describe.skipIf(!ready)(title, () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack({ timeoutMs: 180_000, env: { WEB_DIST: process.env.E2E_WEB_DIST!, DEMO_JOURNEY: '1' } });
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** What the journey leaves, as alice, bola and the admin read it through the API. */
  async function demoState() {
    const [alice, bola, admin] = [
      await signIn(stack.baseUrl, ALICE),
      await signIn(stack.baseUrl, BOLA),
      await signIn(stack.baseUrl, ADMIN),
    ];
    const shipments = (await alice('GET', '/api/shipments?pageSize=100')).items as {
      contents: string;
      status: string;
    }[];
    return {
      statuses: Object.fromEntries(shipments.map((s) => [s.contents, s.status])),
      wallet: (await bola('GET', '/api/wallet')).balances,
      tickets: (await alice('GET', '/api/support/tickets')).items.length,
      openTickets: (await admin('GET', '/api/admin/support/tickets?status=open')).items.length,
      tripsToReview: (
        (await admin('GET', '/api/admin/trips?status=pending_verification')).items as {
          airlineName: string;
        }[]
      ).map((t) => t.airlineName),
      claims: (await alice('GET', '/api/claims')).items.length,
      identity: {
        bola: (await bola('GET', '/api/verification')).status,
        alice: (await alice('GET', '/api/verification')).status,
      },
      escrow: (await admin('GET', '/api/admin/payments/escrow')).totals as unknown,
      audit: ((await admin('GET', '/api/admin/audit-logs')).items as { action: string }[]).map((e) => e.action).sort(),
      // The staff's review moderation queue (reported reviews).
      reported: (
        (await admin('GET', '/api/admin/reviews')).items as { publicComment: string; reportedCount: number }[]
      ).map((r) => ({ comment: r.publicComment, reports: r.reportedCount })),
    };
  }

  it('the money moved once: the watch delivered and paid out to pending, the photos held, the books frozen by a claim', async () => {
    // Waits for the whole picture: the claim's freeze and the releases reach payments after
    // the journey's last command (the ticket) is answered.
    const played = await eventually(async () => {
      const state = await demoState();
      expect(state.statuses).toMatchObject({
        'Birthday gift: a boxed watch': 'completed',
        'Family photos and letters': 'matched',
        'Two paperback books and a wool scarf': 'disputed',
      });
      expect(state.wallet).toEqual(
        expect.arrayContaining([
          { currency: 'USD', available: 0, pending: 4_500, lifetimeEarnings: 4_500 },
          // The books' earning is held back by alice's claim: not earned until it is settled.
          { currency: 'GBP', available: 0, pending: 0, lifetimeEarnings: 0 },
        ]),
      );
      // The finance desk: the photos held, the watch released, the books frozen.
      expect(state.escrow).toEqual([
        { currency: 'GBP', status: 'frozen', count: 1, amount: 3_500 },
        { currency: 'USD', status: 'held', count: 1, amount: 3_000 },
        { currency: 'USD', status: 'released', count: 1, amount: 4_500 },
      ]);
      expect(state.claims).toBe(1);
      expect(state.tickets).toBe(1);
      // Alice's question answered and in progress; bola's waits in the staff queue.
      expect(state.openTickets).toBe(1);
      // Alice's first trip waits for staff to verify it (her identity is not verified yet).
      expect(state.tripsToReview).toEqual(['Virgin Atlantic']);
      // Bola carries with a verified identity; alice's check waits in the staff queue.
      expect(state.identity).toEqual({ bola: 'verified', alice: 'pending' });
      // Staff at work: the admin area's audit log is not empty on a fresh demo.
      expect(state.audit).toEqual(['reconciliation.run', 'ticket.assigned', 'ticket.replied']);
      // Bola reported alice's review of the damaged books: it waits for the moderators.
      expect(state.reported).toEqual([{ comment: expect.stringContaining('the scarf came torn'), reports: 1 }]);
      return state;
    }, 120_000);

    // The next `npm start` plays it again: nothing is charged, delivered, filed or opened twice.
    await runDemoJourney(stack.baseUrl);
    expect(await demoState()).toEqual(played);
  }, 180_000);

  it("bola's /earnings shows the watch's pending earning in its history and chart", async () => {
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAt(page, '/earnings', BOLA);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await expect.poll(() => page.getByTestId('balance-pending').textContent()).toContain('$45.00');
    const history = page.getByTestId('wallet-transactions');
    await history.getByText('Delivery earning').first().waitFor();
    expect(await page.getByTestId('earnings-chart').getAttribute('aria-label')).toBe(
      'Earnings over the last 90 days: $45.00 in total',
    );
    // The books' earning, held back by alice's claim, lists without an error.
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await history.getByText('Held back for a claim').waitFor();
    await screenshot(page, 'demo-earnings');
    await context.close();
  }, 120_000);

  it("the admin's finance desk names the photos' shipment, sender and traveler, and bola beside his waiting earning", async () => {
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAt(page, '/admin/finance', ADMIN);
    // Decision payments-finance-desk-names: a tracking number and route, "Full Name (@username)".
    const held = page.getByTestId('escrow-list-held').getByTestId('escrow-row');
    await held
      .filter({ hasText: /OW[0-9A-Z]{10}/ })
      .filter({ hasText: /New York.* → .*Toronto/ })
      .waitFor();
    expect(await held.textContent()).toContain('Alice Sender (@alice)');
    expect(await held.textContent()).toContain('Bola Traveler (@bola)');
    await page.getByRole('tab', { name: 'Waiting for the hold' }).click();
    await page.getByTestId('payouts-waiting').getByText('Bola Traveler (@bola)').first().waitFor();
    await screenshot(page, 'demo-finance-desk');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'demo-finance-desk-mobile');
    await context.close();
  }, 120_000);

  it("the admin's review moderation lists alice's reported review with bola's reason", async () => {
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAt(page, '/admin/reviews', ADMIN);
    await page.getByText('the scarf came torn').waitFor();
    const reports = page.getByTestId('review-reports');
    expect(await reports.innerText()).toMatch(/Customs opened the parcel at Lagos.*by the reviewed person/s);
    await screenshot(page, 'demo-review-moderation');
    await context.close();
  }, 120_000);

  // Runs last: it changes the demo's state.
  it('the journey plays again after alice closed her answered ticket: staff leave it closed', async () => {
    const alice = await signIn(stack.baseUrl, ALICE);
    const [ticket] = (await alice('GET', '/api/support/tickets')).items as { id: string }[];
    await alice('POST', `/api/support/tickets/${ticket!.id}/close`);
    await runDemoJourney(stack.baseUrl);
    const after = await demoState();
    expect(after.audit).toEqual(['reconciliation.run', 'ticket.assigned', 'ticket.replied']);
    expect(after.openTickets).toBe(1);
    expect(after.tripsToReview).toEqual(['Virgin Atlantic']);
    const { ticket: closed } = await alice('GET', `/api/support/tickets/${ticket!.id}`);
    expect(closed.status).toBe('closed');
  }, 120_000);
});
