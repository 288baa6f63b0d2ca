import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, MOBILE, openPage, screenshot, type TrackedPage } from './support/browser';
import { signInAt } from './support/demo-journey';

// Runs against the real stack (SEED_DEMO=1): the demo admin works the admin area; a fresh
// account (registered through the API, never signed in) is the one banned and unbanned, so
// no other journey's demo user loses its sessions.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'admin area (real stack): dashboard figures, users search, ban/unban audited, user history, settings, audit log'
  : 'admin area SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };
const SENDER = { login: 'alice', password: 'Alice#Demo2026' };
const stamp = Date.now().toString(36);
// Each attempt bans a person of its own, so a retried test counts only its own audit rows.
let attempt = 0;
const target = { username: '', email: '', fullName: 'Banned Person' };

async function registerTarget(): Promise<string> {
  attempt += 1;
  target.username = `ban_${stamp}_${attempt}`;
  target.email = `${target.username}@example.com`;
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...target, country: 'Nigeria', password: 'Travel1!Safe' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let admin: TrackedPage;
  let targetId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInAt(admin.page, '/admin', ADMIN);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('the dashboard shows live figures and charts (users, escrow, queues) at 1280 and 390 px', async () => {
    const { page, consoleErrors } = admin;
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    const users = page.getByTestId('figure-Users');
    await users.waitFor();
    expect(Number(await users.getByTestId('figure-value').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('figure-Escrow held').isVisible()).toBe(true);
    await page.getByRole('img', { name: /^Users by status: / }).waitFor();
    await screenshot(page, 'admin-dashboard-desktop');
    const mobile = await openPage(browser, MOBILE);
    await mobile.context.addCookies(await admin.context.cookies());
    await mobile.page.goto('/admin');
    await mobile.page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await mobile.page.getByTestId('figure-Users').waitFor();
    await screenshot(mobile.page, 'admin-dashboard-mobile');
    await mobile.context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('an admin finds a user by username, bans with a reason and unbans; the audit log names both with IP and correlation id', async () => {
    const { page, consoleErrors } = admin;
    targetId = await registerTarget();
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(target.username);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('admin-user-row').filter({ hasText: target.username });
    // The previous page stays on screen until the search answers: wait for the one match.
    await expect.poll(() => page.getByTestId('admin-user-row').count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel(/^Reason/).fill('Fake listings reported by three senders');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await row.getByText('Banned', { exact: true }).waitFor();
    await screenshot(page, 'admin-users-desktop');
    await row.getByRole('button', { name: 'Unban', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unban user' }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    await page.goto('/admin/audit-log');
    await page.getByLabel('Entity id').fill(targetId);
    await page.getByRole('button', { name: 'Filter' }).click();
    const rows = page.getByTestId('audit-row');
    // The unfiltered list stays on screen until the filtered one answers: wait until every row
    // is this person's, then there must be exactly the ban and the unban.
    await expect
      .poll(
        async () => {
          const texts = await rows.allTextContents();
          return texts.length > 0 && texts.every((t) => t.includes(targetId)) ? texts.length : -1;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await rows.filter({ hasText: 'user.unbanned' }).waitFor();
    const banned = rows.filter({ hasText: 'user.banned' });
    expect(await banned.textContent()).toContain('Fake listings reported by three senders');
    expect(await banned.textContent()).toMatch(/admin/);
    // Who acted, by name, not only by id.
    await banned.getByTestId('audit-staff-name').filter({ hasText: 'Ada Admin (@admin)' }).waitFor();
    await screenshot(page, 'admin-audit-log-desktop');
    expect(consoleErrors).toEqual([]);
  });

  it('the user history lists the ban and unban newest first with the admin as actor', async () => {
    const { page, consoleErrors } = admin;
    await page.goto(`/admin/users/${targetId}/history`);
    const entries = page.getByTestId('history-entry');
    await entries.filter({ hasText: 'user unbanned' }).waitFor();
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain('user unbanned');
    expect(texts.findIndex((t) => t.includes('user banned'))).toBeGreaterThan(0);
    expect(texts.at(-1)).toContain('user registered');
    await screenshot(page, 'admin-user-history-desktop');
    expect(consoleErrors).toEqual([]);
  });

  it('a setting out of range is refused on the page; a valid change is saved and audited', async () => {
    const { page, consoleErrors } = admin;
    await page.goto('/admin/settings');
    const hold = page.getByTestId('setting-payoutHoldHours');
    const input = hold.getByRole('textbox');
    await input.waitFor();
    const before = await input.inputValue();
    await input.fill('99999');
    await hold.getByRole('button', { name: 'Save' }).click();
    await hold.getByText('Must be between 0 and 2160').waitFor();
    const next = String(Number(before) === 72 ? 48 : 72);
    await input.fill(next);
    await hold.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payout hold saved', { exact: true }).waitFor();

    // A relay storage limit (owned by the relay service) on the same page: a fresh value per
    // attempt, refused above its range, then saved and audited with its from/to.
    const estimate = page.getByTestId('setting-defaultEstimatedDays');
    const days = estimate.getByRole('textbox');
    const daysBefore = Number(await days.inputValue());
    await days.fill('61');
    await estimate.getByRole('button', { name: 'Save' }).click();
    await estimate.getByText('Must be between 1 and 60').waitFor();
    let daysNext = 2 + (Date.now() % 58);
    if (daysNext === daysBefore) daysNext += 1;
    await days.fill(String(daysNext));
    await estimate.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Default estimated storage saved', { exact: true }).waitFor();
    await screenshot(page, 'admin-settings-desktop');
    const mobile = await openPage(browser, MOBILE);
    await mobile.context.addCookies(await admin.context.cookies());
    await mobile.page.goto('/admin/settings');
    await mobile.page.getByRole('region', { name: 'Relay storage' }).getByTestId('setting-expiredDays').waitFor();
    await screenshot(mobile.page, 'admin-settings-mobile');
    await mobile.context.close();

    await page.goto('/admin/audit-log');
    await page.getByLabel('Action').fill('setting.changed');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page
      .getByTestId('audit-row')
      .filter({ hasText: `"to":${next}` })
      .first()
      .waitFor();
    await page
      .getByTestId('audit-row')
      // jsonb orders the keys ("to" before "from"), so match both in any order.
      .filter({
        hasText: new RegExp(`"defaultEstimatedDays":\\{(?=[^}]*"from":${daysBefore}\\b)[^}]*"to":${daysNext}\\b`),
      })
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('the finance desk shows escrow by state, the payout queue, the trial balance and runs a reconciliation', async () => {
    const { page, consoleErrors } = admin;
    await page.goto('/admin/finance');
    await page.getByRole('heading', { name: 'Finance desk', level: 1 }).waitFor();
    await page.getByTestId('escrow-total-held').waitFor();
    await page.getByRole('heading', { name: 'Payout queue' }).waitFor();
    await page.getByRole('tab', { name: 'Failed' }).click();
    await page.getByRole('heading', { name: 'Trial balance' }).waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('reconciliation').waitFor();
    expect(await page.getByTestId('reconciliation').textContent()).toMatch(/charges and refunds checked/);
    // Every currency of the trial balance balances (debits equal credits).
    for (const row of await page.getByTestId(/^trial-balance-/).all())
      expect(await row.textContent()).toContain('Balanced');
    await screenshot(page, 'admin-finance-desktop');
    const mobile = await openPage(browser, MOBILE);
    await mobile.context.addCookies(await admin.context.cookies());
    await mobile.page.goto('/admin/finance');
    await mobile.page.getByTestId('escrow-total-held').waitFor();
    await mobile.page.getByTestId('reconciliation').waitFor();
    await screenshot(mobile.page, 'admin-finance-mobile');
    await mobile.context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('country requests list opens with its filter', async () => {
    const { page, consoleErrors } = admin;
    await page.goto('/admin/country-requests');
    await page.getByRole('heading', { name: 'Country requests', level: 1 }).waitFor();
    await page.getByLabel('Filter by status').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('every admin section carries the admin nav, with its own section marked and in the same place, so staff move between them from anywhere', async () => {
    const { page } = admin;
    const sections = await page
      .getByTestId('admin-nav')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(sections.length).toBeGreaterThanOrEqual(12);
    const boxes = new Map<string, unknown>();
    for (const path of sections) {
      await page.goto(path);
      const nav = page.getByTestId('admin-nav');
      await nav.waitFor();
      expect(await nav.locator(`a[href="${path}"][aria-current="page"]`).count(), path).toBe(1);
      boxes.set(path, await nav.boundingBox());
    }
    // The same frame on every tab: the nav neither moves nor wraps as staff click through it.
    const first = boxes.get(sections[0]!);
    for (const [path, box] of boxes) expect(box, path).toEqual(first);
  });

  it('a plain user has no Admin Dashboard link and is denied the admin area', async () => {
    const user = await openPage(browser);
    await signInAt(user.page, '/admin', SENDER);
    await user.page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await user.page.getByTestId('admin-dashboard-link').count()).toBe(0);
    await user.context.close();
  });
});
