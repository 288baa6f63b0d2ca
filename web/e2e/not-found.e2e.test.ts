import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('404 page (spec §2) and unshipped debug routes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    '/no-such-page',
    '/debug-auth',
    '/debug-show-interest',
    '/animations-test',
    '/relay-staff-test',
    '/backup-traveler-demo',
  ])('%s shows the spec 404 texts', async (path) => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText("Oops! We couldn't find the page you're looking for.").isVisible()).toBe(true);
    expect(
      await page.getByText('If you continue to experience issues, please contact our support team.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("'Go Back' returns to the previous page and 'Return Home' goes to /", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page.goto('/missing');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/faq');
    await page.goto('/missing');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.getByRole('heading', { name: 'Meet shipping without borders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
