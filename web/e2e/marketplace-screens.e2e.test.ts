import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { accessibilityProblems } from './support/accessibility';
import { fakeSignedIn } from './support/fake-session';

/**
 * The marketplace screens of a brand-new account (every list empty, no gateway needed): each
 * shows its heading and empty state and passes the same structural accessibility checks as
 * accessibility.e2e.test.ts (named controls, labelled fields, one h1, a main landmark).
 */
describe('marketplace screens: empty states and accessibility structure (no gateway)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['/ship', 'Ship a Package', null],
    ['/add-trip', 'Add Travel Plans', null],
    ['/shipments', 'My Shipments', 'No shipments yet'],
    ['/trips', 'My Trips', 'No trips yet'],
    ['/available-shipments', 'Available Shipments', 'No shipments match'],
    ['/travelers', 'Find Travelers', 'No travelers available'],
    ['/my-interests', 'My Interests', 'No interests yet'],
    ['/manage-interests', 'Manage Interests', 'No interests to review'],
    ['/matched', 'You have a match', null],
    ['/shipper-progress', 'Shipment progress', 'You have no shipments on the way.'],
    ['/traveler-pickup', 'Traveler pickup', null],
  ])('%s shows its heading and empty state, with named controls and labelled fields', async (path, heading, empty) => {
    const { page, context, consoleErrors } = await openPage(browser);
    await fakeSignedIn(page);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    if (empty) await page.getByText(empty, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the Ship a Package form shows its errors next to the fields without calling the API', async () => {
    const { page, context } = await openPage(browser);
    await fakeSignedIn(page);
    await page.goto('/ship');
    const form = page.getByRole('form', { name: 'Ship a package' });
    await form.getByRole('button', { name: 'List my package' }).click();
    await form.getByText('Destination must be "City, Country" for a supported city').waitFor();
    await form.getByLabel(/^From/).selectOption('London, United Kingdom');
    await form.getByLabel(/^To/).selectOption('Manchester, United Kingdom');
    await form.getByRole('button', { name: 'List my package' }).click();
    await form.getByText('Origin and destination must be in different countries').waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
    await context.close();
  });
});
