import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, MOBILE, openPage, screenshot } from './support/browser';
import { accountSessions } from './support/account-sessions';
import { fillShipForm, signInAt } from './support/demo-journey';
import { findLinkInMailbox } from './support/mailbox';

// Runs against the real stack (scripts/e2e-stack.mjs with SEED_DEMO=1): the demo admin creates a
// relay point in Lagos and assigns a freshly registered person as its staff; alice sends through
// the Camden relay point to that new point, bola carries; the demo relay staff (relay@oneway.local,
// assigned to Camden) checks the package in with a condition photo and releases it to bola with
// the pickup code; the new point's staff checks it in from bola and releases it to the receiver
// with the delivery code; alice sees it delivered and the public /track page shows the relay steps.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'relay (real stack): admin creates a point and its staff, Camden drop-off, pickup and delivery codes at two points, public tracking'
  : 'relay journey SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };
const SENDER = { login: 'alice', password: 'Alice#Demo2026' };
const TRAVELER = { login: 'bola', password: 'Bola#Demo2026' };
const STAFF = { login: 'relay', password: 'Relay#Demo2026' };
const stamp = Date.now().toString(36);
const contents = `E2E relay parcel ${stamp}: a wool scarf`;
const message = `I can collect at Camden Relay (${stamp}).`;
// What the sender typed about the receiver (fillShipForm): none of it may show on /track.
const RECEIVER_DETAILS = ['Ngozi', 'Okafor', '803 123', '8031234567', 'Awolowo'];

// Each attempt of the admin step makes its own point and staff member, so a retry never reuses a half-made one.
let attempt = 0;
const destination = { name: '', address: '', staff: { login: '', password: 'Relay1!Desk', fullName: 'Tunde Bakare' } };

async function registerDestinationStaff(): Promise<void> {
  attempt += 1;
  destination.name = `Ikoyi Relay ${stamp}${attempt}`;
  destination.address = `${attempt} Kingsway Road, Ikoyi`;
  destination.staff.login = `ikoyi_${stamp}_${attempt}`;
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: destination.staff.login,
      email: `${destination.staff.login}@example.com`,
      fullName: destination.staff.fullName,
      country: 'Nigeria',
      password: destination.staff.password,
    }),
  });
  expect(res.status).toBe(201);
}

/** A real 2×2 PNG (the server sniffs the bytes, so a fake header would be refused). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 200, 200, 30]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function reloadUntil(page: Page, ready: () => Promise<boolean>, what: string) {
  for (let attempt = 1; ; attempt++) {
    if (await ready()) return;
    if (attempt >= 8) throw new Error(`never saw: ${what}`);
    await page.reload();
  }
}
const visible = (locator: ReturnType<Page['getByText']>, timeout = 4_000) =>
  locator
    .first()
    .waitFor({ timeout })
    .then(
      () => true,
      () => false,
    );

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let shipmentPath = '';
  let trackingNumber = '';
  let pickupCode = '';
  let deliveryCode = '';

  const { session, closeAll } = accountSessions(() => browser);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeAll();
    await browser?.close();
  });

  it('an admin creates a relay point in Lagos and assigns a new staff member to it', async () => {
    await registerDestinationStaff();
    // The new staff member confirms their e-mail address first (sign-in needs it).
    const link = await findLinkInMailbox(`${destination.staff.login}@example.com`, '/auth/email-verified');
    const inbox = await openPage(browser);
    const url = new URL(link!);
    await inbox.page.goto(url.pathname + url.search);
    await inbox.page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await inbox.context.close();
    const { page, consoleErrors } = await session(ADMIN, '/admin/relay-points');
    await page.getByRole('heading', { name: 'Relay points', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New relay point' }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: 'Relay point' });
    // Sending it empty names the missing map position and creates nothing.
    await page.getByRole('dialog').getByRole('button', { name: 'Create relay point' }).click();
    await form.getByText('Enter the latitude (-90 to 90)').waitFor();
    await form.locator('input[name="latitude"][aria-invalid="true"]').waitFor();
    await form.locator('input[name="name"]').fill(destination.name);
    await form.locator('input[name="address"]').fill(destination.address);
    await form.locator('input[name="city"]').fill('Lagos');
    await form.locator('select[name="country"]').selectOption('Nigeria');
    await form.locator('input[name="capacity"]').fill('60');
    await form.locator('input[name="latitude"]').fill('6.4541');
    await form.locator('input[name="longitude"]').fill('3.4347');
    await form.locator('input[name="contactName"]').fill('Ikoyi desk');
    await form.locator('input[name="contactPhone"]').fill('+2348031234600');
    await form.locator('input[name="operatingHours"]').fill('Mon–Sat 08:00–18:00');
    await screenshot(page, 'relay-admin-new-point');
    await page.getByRole('dialog').getByRole('button', { name: 'Create relay point' }).click();
    await page.getByText('Relay point created').first().waitFor({ timeout: 20_000 });

    await page.getByLabel('Search relay points').fill(destination.name);
    const card = page.getByTestId('admin-relay-point').filter({ hasText: destination.name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Map: 6.45410, 3.43470');
    await card.getByText('No staff assigned.').waitFor();
    await card.getByLabel(`Find a user to assign to ${destination.name}`).fill(destination.staff.login);
    await card.getByText(`${destination.staff.fullName} (${destination.staff.login})`).waitFor();
    await card.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Relay staff assigned').first().waitFor({ timeout: 20_000 });
    await card.getByText(destination.staff.fullName).waitFor();
    await screenshot(page, 'relay-admin-points');
    // The same screen at phone width, signed in as the same admin.
    const mobile = await openPage(browser, MOBILE);
    await mobile.context.addCookies(await page.context().cookies());
    await mobile.page.goto('/admin/relay-points');
    await mobile.page.getByLabel('Search relay points').fill(destination.name);
    await mobile.page
      .getByTestId('admin-relay-point')
      .filter({ hasText: destination.name })
      .getByText(destination.staff.fullName)
      .waitFor();
    expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await screenshot(mobile.page, 'relay-admin-points-390');
    await mobile.context.close();
    expect(consoleErrors.filter((e) => !/status of 40[0134]/.test(e))).toEqual([]);
  });

  it('the sender lists a package with Camden Relay as drop-off and the new Lagos point as collection point', async () => {
    const { page } = await session(SENDER, '/ship');
    const form = page.getByRole('form', { name: 'Ship a package' });
    await fillShipForm(form, { contents, weight: '2' });
    await form.getByLabel(/^Drop-off relay point/).selectOption({ label: 'Camden Relay — 21 Camden High Street' });
    await form
      .getByLabel(/^Collection relay point/)
      .selectOption({ label: `${destination.name} — ${destination.address}` });
    await form.getByRole('button', { name: 'List my package' }).click();
    await page.waitForURL((url) => /^\/shipments\/[0-9a-f-]{36}$/.test(url.pathname));
    shipmentPath = new URL(page.url()).pathname;
    const trackingLine = await page
      .getByText(/^Tracking number /)
      .first()
      .textContent();
    // The line may be the success toast's ("Tracking number OW…. Travelers on your route …").
    trackingNumber = /OW[0-9A-Z]+/.exec(trackingLine ?? '')?.[0] ?? '';
    expect(trackingNumber).toMatch(/^OW/);
    // The sender adds a photo of the package on the shipment page.
    await page.locator('input[type="file"][aria-label="Package photos"]').setInputFiles({
      name: 'box.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await page.getByTestId('shipment-photos').getByRole('img', { name: 'Package photo 1' }).waitFor();
  });

  it('the traveler shows interest; the sender pays and accepts; the traveler has the pickup code', async () => {
    const traveler = await session(TRAVELER, '/available-shipments');
    const filters = traveler.page.getByRole('form', { name: 'Filter shipments' });
    await filters.getByLabel(/^From/).selectOption('London, United Kingdom');
    await filters.getByLabel(/^To/).selectOption('Lagos, Nigeria');
    await filters.getByRole('button', { name: 'Search' }).click();
    const card = traveler.page.getByTestId('available-shipment').filter({ hasText: contents });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Show interest' }).click();
    await card.getByLabel(/^Message to the sender/).fill(message);
    await card.getByRole('button', { name: 'Send interest' }).click();
    await card.getByText('Interest sent').waitFor();

    const { page } = await session(SENDER, shipmentPath);
    await page.getByRole('link', { name: 'Pay now' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
    const pay = page.getByRole('form', { name: 'Card details' });
    await pay.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await pay.getByLabel(/^Expiry/).fill('12/34');
    await pay.getByLabel(/^CVC/).fill('123');
    await pay.getByLabel(/^ZIP/).fill('10001');
    await pay.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
    await page.goto(shipmentPath);
    await reloadUntil(
      page,
      () => visible(page.getByText('Your payment is held in escrow until delivery.')),
      'escrow held',
    );
    const interest = page.getByRole('list', { name: 'Interests' }).getByRole('listitem').filter({ hasText: message });
    await interest.getByRole('button', { name: 'Accept' }).click();
    await page.getByTestId('delivery-code').waitFor({ timeout: 20_000 });
    deliveryCode = /\d{6}/.exec((await page.getByTestId('delivery-code').textContent()) ?? '')?.[0] ?? '';
    expect(deliveryCode).toMatch(/^\d{6}$/);

    const t = (await session(TRAVELER, shipmentPath)).page;
    await t.getByTestId('pickup-code').waitFor();
    pickupCode = /\d{6}/.exec((await t.getByTestId('pickup-code').textContent()) ?? '')?.[0] ?? '';
    expect(pickupCode).toMatch(/^\d{6}$/);
    // The matched traveler sees the sender's photo.
    await t.getByTestId('shipment-photos').getByRole('img', { name: 'Package photo 1' }).waitFor();
  });

  it('relay staff check the package in with its tracking code, condition and a photo; it is in the inventory with the photo', async () => {
    const { page, consoleErrors } = await session(STAFF, '/relay-staff');
    await page.getByTestId('relay-point-name').filter({ hasText: 'Camden Relay' }).waitFor();
    await page.getByRole('button', { name: 'Check In Package' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Check in package' });
    await form.getByLabel(/^Tracking code/).fill(trackingNumber.toLowerCase());
    await form.locator('select[name="condition"]').selectOption('fair');
    await form.getByLabel(/^Condition notes/).fill('Corner of the box dented');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'intake.png', mimeType: 'image/png', buffer: png() });
    await form.getByRole('img', { name: 'Photo 1' }).waitFor();
    // A file that is not an image is refused by the server, naming the field.
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await form.getByText('Only JPEG, PNG, WebP files are accepted').waitFor();
    await screenshot(page, 'relay-check-in-dialog');
    await dialog.getByRole('button', { name: 'Check In Package' }).click();
    await page.getByText('Package checked in').first().waitFor({ timeout: 20_000 });

    await page.getByLabel('Search by tracking number').fill(trackingNumber);
    const row = page.getByTestId('inventory-row').filter({ hasText: trackingNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain('Bola');
    await screenshot(page, 'relay-inventory');
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    const photo = details.getByRole('img', { name: 'Condition photo 1' });
    await photo.waitFor();
    await page.waitForFunction(
      () => {
        const img = document.querySelector('img[alt="Condition photo 1"]') as HTMLImageElement | null;
        return !!img && img.complete && img.naturalWidth === 2;
      },
      undefined,
      { timeout: 10_000 },
    );
    await details.getByText('Corner of the box dented').first().waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    expect(consoleErrors.filter((e) => !/status of 40[0134]/.test(e))).toEqual([]);
  });

  it("release: a wrong code shows 'Invalid pickup code' live, editing clears it, the right code releases to the traveler", async () => {
    const { page } = await session(STAFF, '/relay-staff');
    await page.getByLabel('Search by tracking number').fill(trackingNumber);
    const row = page.getByTestId('inventory-row').filter({ hasText: trackingNumber });
    await row.getByRole('button', { name: 'Release' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('expected-recipient').textContent()).toContain('Bola');
    await dialog.getByText("I have verified the recipient's ID").click();
    const code = dialog.getByRole('textbox', { name: /Pickup code/ });
    const wrong = pickupCode === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    expect(await dialog.getByTestId('code-indicator').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Release Package' }).click();
    const indicator = dialog.getByTestId('code-indicator');
    await indicator.waitFor();
    expect(await indicator.textContent()).toBe('Invalid pickup code');
    expect(await indicator.evaluate((el) => getComputedStyle(el).color)).toMatch(
      /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/,
    );
    await page.getByText('Pickup code verification failed').first().waitFor();
    await screenshot(page, 'relay-invalid-code');
    // Live: editing the code clears it; typing the refused code again brings it back.
    await code.fill(wrong.slice(0, 5));
    await indicator.waitFor({ state: 'detached' });
    await code.fill(wrong);
    await indicator.waitFor();
    await code.fill(pickupCode);
    await indicator.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Release Package' }).click();
    await page.getByText('Package released successfully').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('inventory-row').filter({ hasText: trackingNumber }).waitFor({ state: 'detached' });
  });

  it('the sender sees the package picked up and the relay stay with its photo on the shipment page', async () => {
    const { page, consoleErrors } = await session(SENDER, shipmentPath);
    await reloadUntil(
      page,
      () => visible(page.getByTestId('shipment-status').filter({ hasText: /Picked up|In transit/ })),
      'picked up',
    );
    const stays = page.getByTestId('relay-stays');
    await stays.getByText('Drop-off: Camden Relay').waitFor();
    await stays.getByText('Collected').waitFor();
    await stays.getByRole('img', { name: 'Condition photo 1' }).waitFor();
    await screenshot(page, 'relay-shipment-stays');
    expect(consoleErrors.filter((e) => !/status of 40[0134]/.test(e))).toEqual([]);
  });

  it("the new point's staff checks the package in from the traveler; the receiver is the one expected", async () => {
    const { page, consoleErrors } = await session(destination.staff, '/relay-staff');
    await page.getByTestId('relay-point-name').filter({ hasText: destination.name }).waitFor();
    await page.getByTestId('staff-name').filter({ hasText: destination.staff.fullName }).waitFor();
    await page.getByRole('button', { name: 'Check In Package' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Check in package' });
    await form.getByLabel(/^Tracking code/).fill(trackingNumber);
    await form.locator('select[name="condition"]').selectOption('good');
    await dialog.getByRole('button', { name: 'Check In Package' }).click();
    await page.getByText('Package checked in').first().waitFor({ timeout: 20_000 });
    const row = page.getByTestId('inventory-row').filter({ hasText: trackingNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain('Ngozi Okafor');
    await screenshot(page, 'relay-destination-inventory');
    expect(consoleErrors.filter((e) => !/status of 40[0134]/.test(e))).toEqual([]);
  });

  it('the destination staff releases it to the receiver with the delivery code (a wrong one first)', async () => {
    const { page } = await session(destination.staff, '/relay-staff');
    await page.getByLabel('Search by tracking number').fill(trackingNumber);
    const row = page.getByTestId('inventory-row').filter({ hasText: trackingNumber });
    await row.getByRole('button', { name: 'Release' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('expected-recipient').textContent()).toContain('Ngozi Okafor');
    await dialog.getByText("I have verified the recipient's ID").click();
    const code = dialog.getByRole('textbox', { name: /Delivery code/ });
    // The traveler's pickup code is not the receiver's code.
    await code.fill(pickupCode === deliveryCode ? '000000' : pickupCode);
    await dialog.getByRole('button', { name: 'Release Package' }).click();
    await dialog.getByTestId('code-indicator').waitFor();
    await code.fill(deliveryCode);
    await dialog.getByTestId('code-indicator').waitFor({ state: 'detached' });
    await screenshot(page, 'relay-destination-release');
    await dialog.getByRole('button', { name: 'Release Package' }).click();
    await page.getByText('Package released successfully').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('inventory-row').filter({ hasText: trackingNumber }).waitFor({ state: 'detached' });
  });

  it('the sender sees the shipment delivered and both relay stays collected', async () => {
    const { page, consoleErrors } = await session(SENDER, shipmentPath);
    // Delivery releases the escrow at once, so the badge may already say Completed; the timeline keeps the step.
    await reloadUntil(
      page,
      () => visible(page.getByTestId('shipment-timeline').getByText('Delivered', { exact: true })),
      'delivered on the timeline',
    );
    expect(await page.getByTestId('shipment-status').first().textContent()).toMatch(/^(Delivered|Completed)$/);
    await page.getByTestId('shipment-timeline').getByText(`${destination.name}, Lagos`).first().waitFor();
    const stays = page.getByTestId('relay-stays');
    await stays.getByText(`Collection: ${destination.name}`).waitFor();
    expect(await stays.getByText('Collected').count()).toBe(2);
    await screenshot(page, 'relay-shipment-delivered');
    expect(consoleErrors.filter((e) => !/status of 40[0134]/.test(e))).toEqual([]);
  });

  it('signed out, /track shows the relay steps and no personal data, at 1280 and 390 px', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const { page, context, consoleErrors } = await openPage(browser, viewport);
      await page.goto(`/track?number=${trackingNumber}`);
      const result = page.getByTestId('tracking-result');
      // The public timeline is its own projection: it may trail the shipment's status by a moment.
      await reloadUntil(page, () => visible(result.getByText('Delivered')), 'delivered on /track');
      await result.getByText('Dropped off').first().waitFor();
      const text = (await result.textContent()) ?? '';
      expect(text).toContain('Camden Relay, London');
      expect(text).toContain(`${destination.name}, Lagos`);
      for (const secret of [...RECEIVER_DETAILS, '@', 'Alice', 'Bola', pickupCode, deliveryCode])
        expect(text).not.toContain(secret);
      await screenshot(page, viewport ? 'relay-track-390' : 'relay-track-1280');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('the staff dashboard works at a counter: phone width, inventory as cards', async () => {
    const tracked = await openPage(browser, MOBILE);
    await signInAt(tracked.page, '/relay-staff', STAFF);
    await tracked.page.getByTestId('inventory-card').first().waitFor();
    const overflow = await tracked.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(tracked.page, 'relay-staff-390');
    await tracked.context.close();
  });
});
