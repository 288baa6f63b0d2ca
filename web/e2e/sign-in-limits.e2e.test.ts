import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser';
import { signInAt } from './support/demo-journey';

// Issue 18 item 6 against the real stack: the gateway runs its own per-account limit here
// (scripts/e2e-stack.mjs leaves RATE_LOGIN_PER_ACCOUNT at the product's 5 failures).
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'issue 18 item 6: sign-in limits that do not lock out the innocent (real gateway + identity)'
  : 'issue 18 item 6 SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`item 6 at ${viewport.width}px: after repeated failures for one account the sign-in form says how long to wait ('Try again in N minutes'), with no status or error code, and another person on the same address still signs in`, async () => {
      const { page, context } = await openPage(browser, viewport);
      await page.goto('/auth');
      const form = page.getByRole('form', { name: 'Sign in' });
      const login = `nobody_${viewport.width}_${Date.now().toString(36)}`;
      const statuses: number[] = [];
      // Until the limit answers: 5 failures count, the next attempt is refused with a wait.
      for (let i = 0; i < 8 && !statuses.includes(429); i++) {
        await form.getByLabel(/^Email or username/).fill(login);
        await form.locator('input[name="password"]').fill('Wrong-password-1!');
        const [response] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login'),
          form.getByRole('button', { name: 'Sign In' }).click(),
        ]);
        statuses.push(response.status());
      }
      expect(statuses).toContain(429);
      const notice = page.getByText(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
      await notice.first().waitFor();
      const text = await notice.first().innerText();
      expect(text).not.toMatch(/\b[45]\d\d\b/);
      expect(text).not.toMatch(/\b[A-Z]{2,}[._][A-Z_]+\b/);
      await context.close();

      // The failures were one account's: the demo sender signs in from the same address.
      const other = await openPage(browser, viewport);
      await signInAt(other.page, '/shipments', { login: 'alice', password: 'Alice#Demo2026' });
      expect(new URL(other.page.url()).pathname).toBe('/shipments');
      await other.context.close();
    });
  }
});
