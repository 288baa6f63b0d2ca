import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { accessibilityProblems } from './support/accessibility';
import { fakeSignedIn } from './support/fake-session';

describe('accessibility structure of landing, auth and home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['/', 'Meet shipping without borders'],
    ['/auth', 'Welcome to Oneway'],
    ['/auth?tab=register', 'Welcome to Oneway'],
    ['/auth/reset-password?token=t', 'Welcome to Oneway'],
    ['/faq', 'Frequently asked questions'],
    ['/shipping-guidelines', 'Shipping guidelines'],
    ['/contact', 'Contact us'],
    ['/track', 'Track a package'],
    ['/request-country', 'Request a country'],
    ['/no-such-page', 'Page Not Found'],
  ])('%s has named controls, labelled fields, one h1 and a main landmark', async (path, heading) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await accessibilityProblems(page, { contrast: true })).toEqual([]);
    await context.close();
  });

  it('the signed-in home passes the same checks', async () => {
    const { page, context } = await openPage(browser);
    await fakeSignedIn(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
    expect(await accessibilityProblems(page, { contrast: true })).toEqual([]);
    await context.close();
  });

  it('the sign-in form can be completed with the keyboard alone', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth');
    const identifier = page.getByRole('form', { name: 'Sign in' }).getByLabel(/^Email or username/);
    await identifier.focus();
    await page.keyboard.type('ada');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    await page.keyboard.press('Enter');
    await page.getByText('Password is required').waitFor();
    await context.close();
  });
});
