import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './support/browser';

describe('landing page (spec §2 landing, §4 sample tracking card)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every landing section of spec §2 to a visitor, without console errors or a session restore that can only fail', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    // A browser the gateway never signed in has no hint cookie: no POST /api/auth/refresh (and
    // no 401 in the console) on a visitor's page load (decision web-signed-in-hint-cookie).
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(`${request.method()} ${path}`);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Meet shipping without borders' }).waitFor();
    // The sections below the hero come in a chunk of their own, after the hero has painted.
    await page.getByTestId('closing-section').waitFor();
    await expect(page.getByText('Send worldwide for 50% less.').isVisible()).resolves.toBe(true);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: 'Ship a Package' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(hero.getByRole('link', { name: 'How It Works' }).getAttribute('href')).resolves.toBe('/how-it-works');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(header.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toMatch(/^\/auth/);
    for (const id of [
      'tracking-card',
      'comparison-section',
      'steps-section',
      'satisfaction-section',
      'testimonials',
      'coverage-section',
      'closing-section',
    ]) {
      expect(await page.getByTestId(id).count(), id).toBe(1);
    }
    for (const text of ['Cost', 'Speed', 'Tracking', 'Customer service']) {
      expect(await page.getByTestId('comparison-section').getByRole('rowheader', { name: text }).count(), text).toBe(1);
    }
    for (const step of ['List Package', 'Make Payment', 'Review Interest', 'Track Package']) {
      expect(await page.getByRole('heading', { name: step }).count(), step).toBe(1);
    }
    for (const item of ['Insurance Provided', 'Vetted Travelers', 'Dedicated Support']) {
      expect(await page.getByRole('heading', { name: item }).count(), item).toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Join Oneway Today' }).getAttribute('href')).resolves.toBe('/auth');
    const closing = page.getByTestId('closing-section');
    await expect(closing.getByRole('link', { name: 'Ship a Package' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(closing.getByRole('link', { name: 'Become a Traveler' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(page.title()).resolves.toBe('Oneway');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/$/);
    await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('/search?q={search_term_string}');
    await screenshot(page, 'landing-desktop');
    expect(consoleErrors).toEqual([]);
    expect(apiCalls.filter((call) => call.includes('/api/auth/'))).toEqual([]);
    await context.close();
  });

  // Decision web-landing-prerendered (issue 11 item 5): the landing page is rendered into
  // index.html at build time, so a visitor's first paint of '/' needs none of the app's code.
  describe('prerendered into index.html', () => {
    const HERO = { name: 'Meet shipping without borders' };
    /** A page whose app code never arrives: what shows is what index.html itself paints. */
    const withoutApp = async () => {
      const opened = await openPage(browser);
      await opened.page.route('**/assets/*.js', (route) => route.abort());
      return opened;
    };

    it("paints a visitor's landing page at '/' before any of the app's code has run", async () => {
      const { page, context } = await withoutApp();
      const response = await page.goto('/');
      // The build's brotli copy of the page (decision web-assets-precompressed).
      expect(await response?.headerValue('content-encoding')).toBe('br');
      await expect(page.getByRole('heading', HERO).isVisible()).resolves.toBe(true);
      const header = page.getByTestId('site-header');
      await expect(header.getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(true);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      await expect(hero.getByRole('link', { name: 'Ship a Package' }).getAttribute('href')).resolves.toBe('/auth');
      await screenshot(page, 'landing-prerendered-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', HERO).isVisible()).resolves.toBe(true);
      await screenshot(page, 'landing-prerendered-390');
      await context.close();
    });

    it('is replaced by the app once it runs: one hero, no prerendered copy left', async () => {
      const { page, context, consoleErrors } = await openPage(browser);
      await page.goto('/');
      // The sections below the hero exist only in the app's render.
      await page.getByTestId('closing-section').waitFor();
      await expect(page.locator('[data-prerendered]').count()).resolves.toBe(0);
      await expect(page.getByRole('heading', HERO).count()).resolves.toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it('stays hidden on every other path and for a browser that had a session', async () => {
      const { page, context } = await withoutApp();
      // The gateway sends other paths the page without it (app.html); a server that sends
      // index.html everywhere gets it hidden by the gate.
      await page.goto('/auth');
      await expect(page.locator('[data-prerendered]').count()).resolves.toBe(0);
      await page.goto('/index.html');
      await expect(page.locator('[data-prerendered]').count()).resolves.toBe(1);
      await expect(page.getByRole('heading', HERO).isVisible()).resolves.toBe(false);
      // The gateway's signed-in hint cookie (lib/session.ts): '/' then waits for the session instead.
      await page.evaluate(() => {
        document.cookie = 'oneway_signed_in=1; Path=/';
      });
      await page.goto('/');
      await expect(page.getByRole('heading', HERO).isVisible()).resolves.toBe(false);
      await context.close();
    });
  });

  it('rotates the tracking card to the next step every 2.5 s (spec §9 landing demo rotation)', async () => {
    const { page, context } = await openPage(browser);
    // Record every step change inside the page (timestamps and badge texts at that moment), so
    // the measurement does not depend on how quickly the test runner polls.
    await page.addInitScript(() => {
      const changes: Array<{ step: string | null; at: number; states: string[] }> = [];
      (window as unknown as { __stepChanges: typeof changes }).__stepChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const card = record.target as HTMLElement;
          if (record.attributeName !== 'data-active-step' || card.dataset.testid !== 'tracking-card') continue;
          const states = [...card.querySelectorAll('[data-testid="tracking-step-state"]')].map(
            (el) => el.textContent ?? '',
          );
          changes.push({ step: card.getAttribute('data-active-step'), at: performance.now(), states });
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-active-step'] });
    });
    await page.goto('/');
    await page.getByTestId('tracking-card').waitFor();
    await page.waitForFunction(
      () => (window as unknown as { __stepChanges: unknown[] }).__stepChanges.length >= 2,
      undefined,
      { timeout: 15_000 },
    );
    const changes = await page.evaluate(
      () =>
        (window as unknown as { __stepChanges: Array<{ step: string; at: number; states: string[] }> }).__stepChanges,
    );
    expect(changes.slice(0, 2).map((c) => c.step)).toEqual(['1', '2']);
    const interval = changes[1]!.at - changes[0]!.at;
    expect(interval).toBeGreaterThan(2_000);
    expect(interval).toBeLessThan(3_200);
    expect(changes[0]!.states).toEqual(['Completed', 'Just now', 'Upcoming', 'Upcoming', 'Upcoming']);
    expect(changes[1]!.states).toEqual(['Completed', 'Completed', 'Just now', 'Upcoming', 'Upcoming']);
    await context.close();
  });

  it('starts the tracking card on the first step, and wraps from the last step back to the first (spec §4)', async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install();
    await page.goto('/');
    const card = page.getByTestId('tracking-card');
    await card.waitFor();
    expect(await card.getByTestId('tracking-step-state').allTextContents()).toEqual([
      'Just now',
      'Upcoming',
      'Upcoming',
      'Upcoming',
      'Upcoming',
    ]);
    await page.clock.runFor(2_500 * 4);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tracking-card"]')?.getAttribute('data-active-step') === '4',
    );
    expect(await card.getByTestId('tracking-step-state').allTextContents()).toEqual([
      'Completed',
      'Completed',
      'Completed',
      'Completed',
      'Just now',
    ]);
    await page.clock.runFor(2_500);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tracking-card"]')?.getAttribute('data-active-step') === '0',
    );
    await context.close();
  });

  it('testimonial carousel wraps at both ends (spec §2 landing)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const position = page.getByTestId('testimonial-position');
    await position.waitFor();
    await expect(position.textContent()).resolves.toBe('1 / 4');
    const first = await page.getByTestId('testimonial-author').textContent();
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(position.textContent()).resolves.toBe('4 / 4');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(position.textContent()).resolves.toBe('1 / 4');
    await expect(page.getByTestId('testimonial-author').textContent()).resolves.toBe(first);
    for (const expected of ['2 / 4', '3 / 4', '4 / 4', '1 / 4']) {
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(position.textContent()).resolves.toBe(expected);
    }
    await context.close();
  });
});
