import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, openPage, screenshot } from './support/browser';

// Issue 16: /deck moves with the arrow keys and prints one slide a page without the site's
// chrome; /progress is walked with the keyboard alone. Public pages: static preview or stack.
describe('/deck and /progress in Chromium (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/deck: arrow keys move between slides; printed, every slide is a page and the header, footer and controls are gone', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/deck');
    await page.getByRole('heading', { level: 2, name: 'Oneway' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 2, name: 'The problem' }).waitFor();
    await page.keyboard.press('End');
    await page.getByRole('heading', { level: 2, name: 'The numbers' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { level: 2, name: 'Coverage' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-slide]:visible').count()).toBe(6);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
    const pdf = (await page.pdf({ format: 'A4', landscape: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(6);
    await screenshot(page, 'deck-print');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/progress: the keyboard alone walks the steps; focus lands on each step heading', async () => {
    const { page, context, consoleErrors } = await openPage(browser, MOBILE);
    await page.goto('/progress');
    const step = page.getByTestId('walkthrough-step');
    await step.waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await step.textContent()).toContain('Step 2 of 8: Make Payment');
    expect(await step.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await step.textContent()).toContain('Review Interest');
    await page.keyboard.press('End');
    expect(await step.textContent()).toContain('Step 8 of 8: Completed');
    expect(await page.getByRole('button', { name: /Completed/ }).getAttribute('aria-current')).toBe('step');
    await screenshot(page, 'progress-last-step-390');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
