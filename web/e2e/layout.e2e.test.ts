import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from './support/browser';
import { FAKE_USER, fakeSignedIn } from './support/fake-session';
import { logOutFromAvatarMenu } from './support/log-out';

describe('layout: header, mobile below 768 px, footer, signed-in home (spec §2)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sticky header gains its shadow after 10 px of scroll', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/faq');
    const header = page.getByTestId('site-header');
    await header.waitFor();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-scrolled') === 'true',
    );
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await context.close();
  });

  it('a visitor on a phone: no bottom bar, footer shown, menu button opens the nav', async () => {
    const { page, context, consoleErrors } = await openPage(browser, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Meet shipping without borders' }).waitFor();
    expect(await page.getByTestId('mobile-bottom-bar').count()).toBe(0);
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'How It Works' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-mobile');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signed in on a phone: bottom bar and floating /ship button shown, footer hidden', async () => {
    const { page, context, consoleErrors } = await openPage(browser, MOBILE);
    await fakeSignedIn(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Primary mobile' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Shipments', 'Trips', 'Messages']);
    expect(await page.getByTestId('floating-ship-button').isVisible()).toBe(true);
    expect(await page.getByTestId('floating-ship-button').getAttribute('href')).toBe('/ship');
    expect(await page.getByTestId('site-footer').isVisible()).toBe(false);
    await screenshot(page, 'home-mobile');
    await page.getByTestId('floating-ship-button').click();
    await page.waitForURL('**/ship');
    await page.getByRole('heading', { name: 'Ship a Package', level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signed in at 768 px and wider: no bottom bar, footer shown', async () => {
    const { page, context } = await openPage(browser, { width: 768, height: 900 });
    await fakeSignedIn(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
    expect(await page.getByTestId('mobile-bottom-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true);
    await context.close();
  });

  it('signed in on a phone: the bottom bar is hidden on the auth pages', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await fakeSignedIn(page);
    await page.goto('/auth/email-verified');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.getByTestId('mobile-bottom-bar').count()).toBe(0);
    await context.close();
  });

  it('signed-in home shows the spec cards, panels and empty states (desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    await fakeSignedIn(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
    for (const text of [
      'Fast, Secure, Affordable',
      'Borderless shipping. Human-powered.',
      'No activity yet',
      'Your recent activity will appear here',
      'No travelers available',
      'Check back later for available travelers',
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    const cards: Array<[string, string]> = [
      ['Ship a Package', '/ship'],
      ['Add Travel Plans', '/add-trip'],
      ['Available Shipments', '/available-shipments'],
      ['My Shipments', '/shipments'],
      ['My Interests', '/my-interests'],
      ['Manage Interests', '/manage-interests'],
      ['Messages', '/messages'],
    ];
    const main = page.locator('main');
    for (const [name, href] of cards) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    expect(await main.getByRole('link', { name: 'View all: Recent Activity' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(await main.getByRole('link', { name: 'View all: Available Travelers' }).getAttribute('href')).toBe(
      '/travelers',
    );
    await screenshot(page, 'home-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Admin Dashboard appears in the avatar menu only for staff roles', async () => {
    for (const [role, shown] of [
      ['user', false],
      ['support', true],
    ] as const) {
      const { page, context } = await openPage(browser);
      await fakeSignedIn(page, { ...FAKE_USER, role });
      await page.goto('/faq');
      await page.getByTestId('avatar-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count(), role).toBe(shown ? 1 : 0);
      await context.close();
    }
  });

  it('logging out lands on / with logged_out=true&t=… and the Signed out toast', async () => {
    const { page, context } = await openPage(browser);
    await fakeSignedIn(page);
    await page.goto('/faq');
    await logOutFromAvatarMenu(page);
    expect(Number(new URL(page.url()).searchParams.get('t'))).toBeGreaterThan(0);
    await page.getByText('Signed out', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Meet shipping without borders' }).waitFor();
    await context.close();
  });

  it('§9 toast swipe threshold 50: dragged 30 px right the toast comes back, dragged 70 px it is dismissed', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context, consoleErrors } = await openPage(browser, viewport);
      await fakeSignedIn(page);
      await page.goto('/faq');
      await logOutFromAvatarMenu(page);
      const toast = page.getByTestId('toast').filter({ hasText: 'Signed out' });
      await toast.waitFor();
      // A pointer over the region pauses the toast's timer (3 s for this one), and it stays over
      // it from here on: only a swipe can close the toast.
      await toast.hover();
      const offset = () => toast.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      const drag = async (dx: number) => {
        // The pointer goes down where the toast is once it has stopped moving: the region
        // rearranges when a pointer comes over it.
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const box = (await toast.boundingBox())!;
        const [x, y] = [box.x + box.width / 3, box.y + box.height / 2];
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y);
        // It follows the pointer while held.
        expect(await offset(), `${viewport.width} px, held at ${dx} px`).toBeGreaterThan(dx - 10);
        await page.mouse.up();
      };

      await drag(30);
      await expect.poll(offset).toBe(0);
      expect(await toast.getAttribute('data-state')).toBe('open');

      await drag(70);
      await toast.waitFor({ state: 'detached' });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("a toast's close button still closes it: a click is not taken for a swipe", async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await fakeSignedIn(page);
    await page.goto('/faq');
    await logOutFromAvatarMenu(page);
    const toast = page.getByTestId('toast').filter({ hasText: 'Signed out' });
    await toast.hover();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });
});
