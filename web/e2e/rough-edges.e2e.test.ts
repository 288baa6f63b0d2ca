import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPresentable } from '../src/lib/error-messages';
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from './support/browser';
import { accountSessions } from './support/account-sessions';
import { fillShipForm, isoInDays } from './support/demo-journey';

// Issue 18 (what a new user trips over), against the real stack (scripts/test-browser.mjs,
// SEED_DEMO=1): alice sends, bola travels on the demo trips, admin reviews trips.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'issue 18 rough edges (real gateway + marketplace + payments + identity)'
  : 'issue 18 rough edges SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

const SENDER = { login: 'alice', password: 'Alice#Demo2026' };
const TRAVELER = { login: 'bola', password: 'Bola#Demo2026' };
const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };
const stamp = Date.now().toString(36);
const fits = `E2E fits ${stamp}: a scarf`;
const tooLate = `E2E far future ${stamp}: a lamp`;
const message = `I fly London to Lagos soon and can collect in Camden (${stamp}).`;

/** Every error text on screen (alerts, toasts, field errors) is a sentence: no status number, no error code. */
async function expectPresentableErrors(page: Page) {
  const texts = await page
    .locator('[role="alert"], [data-testid="toast"], [data-part="error-text"]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.trim()).filter((t) => t !== ''));
  for (const text of texts) expect(isPresentable(text), `visible error text: ${text}`).toBe(true);
  return texts;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function listShipment(page: Page, contents: string, window?: { from: number; to: number }) {
  await page.goto('/ship');
  const form = page.getByRole('form', { name: 'Ship a package' });
  await fillShipForm(form, { contents, weight: '2' });
  if (window) {
    await form.getByLabel(/^Earliest pickup/).fill(isoInDays(window.from));
    await form.getByLabel(/^Latest delivery/).fill(isoInDays(window.to));
  }
  await form.getByRole('button', { name: 'List my package' }).click();
  await page.waitForURL((url) => /^\/shipments\/[0-9a-f-]{36}$/.test(url.pathname));
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function until(check: () => Promise<boolean>, what: string, reload?: () => Promise<unknown>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (reload) await reload();
    else await new Promise((r) => setTimeout(r, 250));
  }
}

const visible = (locator: Locator, timeout = 4_000) =>
  locator.waitFor({ timeout }).then(
    () => true,
    () => false,
  );

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let fitsId = '';
  let tooLateId = '';
  // Some target pages are public: sign in through a protected route's redirect.
  const sessions = accountSessions(() => browser, '/my-interests');
  const session = async (account: { login: string; password: string }, path: string): Promise<Page> =>
    (await sessions.session(account, path)).page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await sessions.closeAll();
    await browser?.close();
  });

  it('item 2: the show-interest picker lists only trips that fit; with none, it says why each trip does not fit', async () => {
    const sender = await session(SENDER, '/ship');
    fitsId = await listShipment(sender, fits);
    // A window no demo trip falls in: every trip of bola's is out on dates (or route).
    tooLateId = await listShipment(sender, tooLate, { from: 150, to: 160 });

    const page = await session(TRAVELER, '/my-interests');
    const response = page.waitForResponse((r) => r.url().includes(`/api/available-shipments/${fitsId}/my-trips`));
    await page.goto(`/show-interest?shipmentId=${fitsId}`);
    const mine = await response;
    const split = (await mine.json()) as {
      compatible: Array<{ id: string; fromLocation: string; toLocation: string }>;
      incompatible: Array<{ trip: { id: string }; reasons: string[] }>;
    };
    expect(split.compatible.length).toBeGreaterThan(0);
    const picker = page.getByRole('form', { name: 'Show interest' }).locator('select[name="tripId"]');
    await picker.waitFor();
    const offered = await picker.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(offered.sort()).toEqual(split.compatible.map((t) => t.id).sort());
    for (const { trip } of split.incompatible) expect(offered).not.toContain(trip.id);
    for (const t of split.compatible) {
      expect(t.fromLocation).toBe('London, United Kingdom');
      expect(t.toLocation).toBe('Lagos, Nigeria');
    }

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/show-interest?shipmentId=${tooLateId}`);
      const empty = page.getByTestId('no-trip-fits');
      await empty.waitFor();
      expect(await page.locator('select[name="tripId"]').count()).toBe(0);
      const text = await empty.innerText();
      expect(text).toContain('None of your active trips can carry this package');
      expect(text).toContain("its dates fall outside the package's pickup and delivery dates");
      expect(isPresentable(text)).toBe(true);
      await screenshot(page, `rough-edges-no-trip-fits-${viewport.width}`);
    }
  });

  it('item 1: a refused interest (trip on another route) reads as a sentence, never "412: … route_mismatch"', async () => {
    const page = await session(TRAVELER, '/my-interests');
    const response = page.waitForResponse((r) => r.url().includes(`/api/available-shipments/${fitsId}/my-trips`));
    await page.goto(`/show-interest?shipmentId=${fitsId}`);
    const mine = await response;
    const split = (await mine.json()) as { incompatible: Array<{ trip: { id: string }; reasons: string[] }> };
    const otherRoute = split.incompatible.find((i) => i.reasons.includes('route_mismatch'));
    expect(otherRoute, 'bola has a demo trip on another route').toBeDefined();
    // The picker no longer offers it, so send it as a stale page would: the real server refuses.
    await page.route('**/api/shipments/*/interests', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, tripId: otherRoute!.trip.id }) });
    });
    const form = page.getByRole('form', { name: 'Show interest' });
    await form.getByLabel(/^Message to the sender/).fill(message);
    const refused = page.waitForResponse((r) => r.url().includes('/interests') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send interest' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(412);
    expect(((await answer.json()) as { code: string }).code).toBe('INTEREST.TRIP_INCOMPATIBLE');
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain("This trip doesn't fit the package: it flies a different route.");
    const texts = await expectPresentableErrors(page);
    expect(texts.length).toBeGreaterThan(0);
    await page.unroute('**/api/shipments/*/interests');

    // Now for real, with the trip the picker offers.
    await form.getByRole('button', { name: 'Send interest' }).click();
    await page.waitForURL((url) => url.pathname === '/my-interests');
  });

  it("item 2: 'Accept' is not offered until the shipment is paid, and the page says to pay first", async () => {
    const page = await session(SENDER, `/shipments/${fitsId}`);
    const interest = page.getByRole('list', { name: 'Interests' }).getByRole('listitem').filter({ hasText: message });
    await interest.waitFor({ timeout: 20_000 });
    expect(await interest.getByRole('button', { name: 'Reject' }).isVisible()).toBe(true);
    expect(await interest.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    const payFirst = page.getByTestId('pay-first');
    expect(await payFirst.innerText()).toContain('Pay for the shipment first');
    expect(await payFirst.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/payment/${fitsId}`);

    await page.goto('/manage-interests');
    const row = page.getByTestId('interest-list').getByRole('listitem').filter({ hasText: message });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await row.getByTestId('pay-first').innerText()).toContain('Pay for the shipment first');
    await screenshot(page, 'rough-edges-pay-first-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'rough-edges-pay-first-390');
    await expectPresentableErrors(page);
  });

  it('item 3: /payment-success shows the real payment state: not "Payment successful" for an unpaid shipment; no shipment → /payment', async () => {
    const page = await session(SENDER, `/payment-success?shipment=${fitsId}`);
    const state = page.getByTestId('payment-state');
    // No payment at all: the page sends the sender to pay; a started one says "not complete".
    await until(
      async () => new URL(page.url()).pathname !== '/payment-success' || (await state.count()) > 0,
      'the payment state or the redirect to pay',
    );
    if (new URL(page.url()).pathname === '/payment-success') {
      expect(await state.getAttribute('data-status')).toBe('pending');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Payment not complete');
    } else {
      expect(new URL(page.url()).pathname).toBe(`/payment/${fitsId}`);
    }
    expect(await page.getByText('Payment successful').count()).toBe(0);

    await page.goto('/payment-success');
    await page.waitForURL((url) => url.pathname === '/payment');
  });

  it('item 3: /travelers does not claim "Verified travelers" above unverified ones; each card shows its verification', async () => {
    const page = await session(SENDER, '/travelers');
    const cards = page.getByRole('list', { name: 'Travelers' }).getByRole('listitem');
    await cards.first().waitFor();
    await cards.first().getByTestId('verification-badge').waitFor();
    expect(await page.getByText('Verified travelers flying your route').count()).toBe(0);
    const intro = await page.getByTestId('travelers-intro').innerText();
    expect(intro).not.toMatch(/^Verified travelers/);
    const badges = await page.getByTestId('verification-badge').allInnerTexts();
    expect(badges.every((b) => b === 'Verified' || b === 'Not verified')).toBe(true);
    await screenshot(page, 'rough-edges-travelers-1280');
  });

  it('item 4: an error toast never covers the Update Password button, at 1280×800 and 390×844', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context } = await openPage(browser, viewport);
      await page.goto('/auth/reset-password?token=not-a-real-token');
      const form = page.getByRole('form', { name: 'Reset password' });
      await form.locator('input[name="newPassword"]').fill('Sturdy#Password2026');
      await form.locator('input[name="confirmNewPassword"]').fill('Sturdy#Password2026');
      const button = form.getByRole('button', { name: 'Update Password' });
      await button.click();
      const toast = page.getByTestId('toast');
      await toast.waitFor();
      await toast.getByText('Password update failed').waitFor();
      // Wait for the toast's entry animation to settle before measuring.
      let last = '';
      await until(async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      }, 'the toast to settle');
      const toastBox = (await toast.boundingBox())!;
      const buttonBox = (await button.boundingBox())!;
      expect(
        overlaps(toastBox, buttonBox),
        `toast ${JSON.stringify(toastBox)} button ${JSON.stringify(buttonBox)}`,
      ).toBe(false);
      await expectPresentableErrors(page);
      await screenshot(page, `rough-edges-toast-${viewport.width}`);
      await context.close();
    }
  });

  it('item 5: a signed-in user on /auth/reset-password without a recovery token goes to /; with one the form shows', async () => {
    const page = await session(SENDER, '/');
    await page.goto('/auth/reset-password');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/auth/reset-password?token=abc123');
    await page.getByRole('form', { name: 'Reset password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/reset-password');
  });

  it("item 8: the home's 'Contact' button opens a conversation with that traveler", async () => {
    const page = await session(SENDER, '/');
    const panel = page.getByRole('list', { name: 'Available travelers' });
    const card = panel.getByTestId('traveler-card').first();
    await card.waitFor();
    const profile = await card.getByRole('link', { name: 'View Profile' }).getAttribute('href');
    const travelerId = profile!.split('/').pop()!;
    await screenshot(page, 'rough-edges-home-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'rough-edges-home-390');
    await card.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === `/messages/${travelerId}`);
    await page.getByTestId('message-input').waitFor();
    await page.getByTestId('thread').waitFor();
    await expectPresentableErrors(page);
  });

  it("item 7: the admin trip queue card shows the traveler's name, verification state and rating", async () => {
    const airline = `E2E Queue Air ${stamp}`;
    const traveler = await session(TRAVELER, '/add-trip');
    const form = traveler.getByRole('form', { name: 'Add travel plans' });
    await form.getByLabel(/^From/).selectOption('Chicago, United States');
    await form.getByLabel(/^To/).selectOption('London, United Kingdom');
    await form.getByLabel(/^Departure date/).fill(isoInDays(40));
    await form.getByLabel(/^Arrival date/).fill(isoInDays(41));
    await form.getByLabel(/^Available space/).fill('6');
    await form.getByLabel(/^Airline/).fill(airline);
    await form.getByRole('button', { name: 'Add trip' }).click();
    await traveler.waitForURL((url) => /^\/trips\/[0-9a-f-]{36}$/.test(url.pathname));

    const page = await session(ADMIN, '/admin/trips');
    const card = page.getByTestId('trip-review').filter({ hasText: airline });
    await until(
      () => visible(card),
      'the trip in the queue',
      () => page.reload(),
    );
    const who = card.getByTestId('queue-traveler');
    expect(await who.innerText()).toContain('Bola Traveler');
    expect(await who.innerText()).toContain('@bola');
    expect(await who.innerText()).toMatch(/Not verified|Verified/);
    expect(await who.innerText()).toMatch(/★ (No ratings yet|\d\.\d)/);
    expect(await who.innerText()).toMatch(/\d+ completed trips?/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'rough-edges-admin-queue-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'rough-edges-admin-queue-390');
  });
});
