import { request, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, MOBILE, openPage, screenshot, type TrackedPage } from './support/browser';
import { signInAt } from './support/demo-journey';

// Against the real stack (SEED_DEMO=1): alice (sender) writes to bola (traveler) from Find
// Travelers; bola sees the live toast and the unread badge, replies; both see typing.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'messaging (real gateway + messaging over /ws): contact a traveler from /travelers, live toast and unread badge, pages at 390 px'
  : 'messaging journey SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

const SENDER = { login: 'alice', password: 'Alice#Demo2026' };
const TRAVELER = { login: 'bola', password: 'Bola#Demo2026' };
const stamp = Date.now().toString(36);

/** The API as one account, through its own session (the pages keep theirs untouched). */
async function apiSession(account: { login: string; password: string }) {
  const ctx = await request.newContext({ baseURL: baseUrl() });
  const login = await ctx.post('/api/login', {
    data: { usernameOrEmail: account.login, password: account.password },
  });
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { id: string } };
  return {
    id: user.id,
    dispose: () => ctx.dispose(),
    async call(method: string, path: string, body?: unknown) {
      const res = await ctx.fetch(path, {
        method,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(body ? { data: body } : {}),
      });
      return (await res.json()) as Record<string, unknown>;
    },
  };
}

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let alice: TrackedPage;
  let bola: TrackedPage;
  let bolaId = '';
  let bolaApi: Awaited<ReturnType<typeof apiSession>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    alice = await openPage(browser);
    bola = await openPage(browser);
    await signInAt(alice.page, '/travelers', SENDER);
    // '/' is public: sign in through a protected page, then go home.
    await signInAt(bola.page, '/messages', TRAVELER);
    await bola.page.goto('/');
    bolaApi = await apiSession(TRAVELER);
    bolaId = bolaApi.id;
  });
  afterAll(async () => {
    await bolaApi?.dispose();
    await alice?.context.close();
    await bola?.context.close();
    await browser?.close();
  });

  it('the sender writes to a traveler from /travelers; the traveler sees the toast and the unread badge', async () => {
    const page = alice.page;
    await page.locator(`a[href="/messages/${bolaId}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/messages/${bolaId}`);
    // The seeded conversation is there, escaped plain text included.
    await page.getByText('Hi Bola! I saw your London → Lagos trip.', { exact: false }).first().waitFor();
    const text = `Can we move the handoff to Friday? <b>${stamp}</b>`;
    await page.getByTestId('message-input').fill(text);
    await page.getByTestId('message-input').press('Enter');
    await page.getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, 'messaging-thread-desktop');

    // Bola, on the home page, gets the live toast and the badge in the avatar menu.
    // Live, through messaging's notification projection and the gateway's event feed: the
    // notification reaches bola's page (toast queue) without a reload. Only its arrival is
    // asserted here; the toast rules (one at a time, 5 s, silent_update none) are unit tests.
    await bola.page
      .getByText('New message from Alice', { exact: false })
      .first()
      .waitFor({ state: 'attached', timeout: 50_000 });
    await bola.page.getByTestId('avatar-menu-trigger').click();
    await bola.page.getByTestId('messages-unread-badge').waitFor();
    await bola.page.keyboard.press('Escape');
  }, 120_000);

  it('the messaging pages at 390 px: list, then the thread', async () => {
    const mobile = await openPage(browser, MOBILE);
    await signInAt(mobile.page, '/messages', SENDER);
    await mobile.page.getByTestId('conversation-row').first().waitFor();
    await screenshot(mobile.page, 'messaging-list-390');
    await mobile.page.getByTestId('conversation-row').first().click();
    await mobile.page.getByTestId('message-input').waitFor();
    await screenshot(mobile.page, 'messaging-thread-390');
    await mobile.context.close();
  });
});
