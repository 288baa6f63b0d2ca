import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const PAGES: Array<[string, string]> = [
  ['/faq', 'Frequently asked questions'],
  ['/how-it-works', 'How It Works'],
  ['/safety-tips', 'Safety tips'],
  ['/shipping-guidelines', 'Shipping guidelines'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/about', 'About Oneway'],
  ['/contact', 'Contact us'],
  ['/careers', 'Careers at Oneway'],
  ['/press', 'Press'],
  ['/deliver', 'Become a Traveler'],
  ['/relay-points', 'Relay points'],
  ['/track', 'Track a package'],
  ['/request-country', 'Request a country'],
  ['/search?q=battery', 'Search'],
  ['/claims', 'File a claim'],
];

describe('public content pages (spec §2 public routes)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)(
    '%s renders its page with a title and canonical link, without console errors',
    async (path, heading) => {
      const { page, context, consoleErrors } = await openPage(browser);
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.title()).toContain('Oneway');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(path.split('?')[0]);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('shipping guidelines list prohibited items', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/shipping-guidelines');
    const table = page.getByTestId('prohibited-items');
    await table.waitFor();
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(10);
    expect(await table.getByText('Explosives and fireworks').isVisible()).toBe(true);
    await context.close();
  });

  it('/track validates the number and asks the API for it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/track');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText('Please enter a tracking number').waitFor();
    await page.route('**/api/track/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 404, detail: 'Not found' }),
      }),
    );
    await page.getByLabel(/Tracking number/).fill('ow-123456');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByText("We couldn't find a shipment with tracking number OW-123456.").waitFor();
    expect(new URL(page.url()).searchParams.get('number')).toBe('OW-123456');
    await context.close();
  });

  it('/request-country posts the country_requests fields', async () => {
    const { page, context } = await openPage(browser);
    let body: unknown;
    await page.route('**/api/country-requests', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 201, json: { id: 'cr-1', status: 'pending' } });
    });
    await page.goto('/request-country');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel(/^First name/).fill('Kofi');
    await page.getByLabel(/^Last name/).fill('Mensah');
    await page.getByLabel(/^Email/).fill('kofi@example.com');
    await page.getByLabel(/^Country you want/).fill('Ghana');
    await page.getByLabel(/^Why this country/).fill('Family in Accra');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('country-request-sent').waitFor();
    expect(body).toEqual({
      firstName: 'Kofi',
      lastName: 'Mensah',
      email: 'kofi@example.com',
      requestedCountry: 'Ghana',
      reason: 'Family in Accra',
    });
    await context.close();
  });
});
