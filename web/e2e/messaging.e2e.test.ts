import { request, type Browser, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  waitUntilLive,
  MOBILE,
  openPage,
  screenshot,
  type TrackedPage,
} from './support/browser';
import { fillShipForm, signInAt } from './support/demo-journey';
import { findLinkInMailbox } from './support/mailbox';

// Against the real stack (SEED_DEMO=1): alice (sender) writes to bola (traveler) from Find
// Travelers; bola sees the live toast and the unread badge, opens the thread from the bell,
// replies; both see typing; mark all as read clears the badge; a message bola leaves unread
// is e-mailed (the browser stack e-mails after MESSAGE_EMAIL_DELAY_MS) and its unsubscribe
// link works without signing in.
const apiReady = process.env.E2E_API === '1' && !!process.env.E2E_BASE_URL;
const title = apiReady
  ? 'messaging (real gateway + messaging over /ws): contact a traveler from /travelers, live toast and unread badge, pages at 390 px'
  : 'messaging journey SKIPPED: set E2E_API=1 and E2E_BASE_URL=<gateway URL of a stack started with SEED_DEMO=1>';

const SENDER = { login: 'alice', password: 'Alice#Demo2026' };
const TRAVELER = { login: 'bola', password: 'Bola#Demo2026' };
const TRAVELER_EMAIL = 'bola@oneway.local';
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

/**
 * Types in one page until the other shows 'typing…'. Typing is ephemeral (a signal sent while
 * a socket reconnects is dropped, by design), so a person who keeps typing is seen: after 5 s
 * without it the text is cleared and typed again, which sends a fresh signal.
 */
async function typeUntilSeen(typist: Page, watcher: Page, text: string) {
  const seen = watcher.getByTestId('presence-line').filter({ hasText: 'typing…' });
  const input = typist.getByTestId('message-input');
  for (let attempt = 1; ; attempt++) {
    await input.pressSequentially(text, { delay: 30 });
    if (
      await seen.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    if (attempt === 4) throw new Error(`'typing…' never showed after ${attempt} tries`);
    await input.fill('');
    // The composer sends a fresh 'typing' once its 3 s throttle has passed.
    await typist.waitForTimeout(3_100);
  }
}

/**
 * Clicks `item` in the bell's dropdown until the page is at `target`, as a person would:
 * the dropdown is opened (again) until the item is in it, and clicked again if the page did not
 * move. Opening the dropdown sends the live toast away from the same corner: on a loaded
 * machine a click during that exit once missed the item. Gives up after 60 s, saying `why`.
 */
async function openFromBell(
  page: Page,
  item: Locator,
  target: (url: URL) => boolean,
  why: () => Promise<string>,
  shot?: string,
) {
  const dropdown = page.getByTestId('notification-dropdown');
  const within = (p: Promise<unknown>) =>
    p.then(
      () => true,
      () => false,
    );
  let shotTaken = !shot;
  for (const deadline = Date.now() + 60_000; ;) {
    if (!(await dropdown.isVisible())) await page.getByTestId('notification-bell').click();
    if (await within(item.waitFor({ timeout: 5_000 }))) {
      if (!shotTaken) {
        await screenshot(page, shot!);
        shotTaken = true;
      }
      if ((await within(item.click({ timeout: 5_000 }))) && (await within(page.waitForURL(target, { timeout: 5_000 }))))
        return;
    } else {
      // Closed and opened again, the dropdown shows what the server lists now.
      await page.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'detached' });
    }
    if (Date.now() > deadline) throw new Error(await why());
  }
}

describe.skipIf(!apiReady)(title, () => {
  let browser: Browser;
  let alice: TrackedPage;
  let bola: TrackedPage;
  let bolaId = '';
  let aliceId = '';
  let bolaApi: Awaited<ReturnType<typeof apiSession>>;
  let aliceApi: Awaited<ReturnType<typeof apiSession>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    alice = await openPage(browser);
    bola = await openPage(browser);
    await signInAt(alice.page, '/travelers', SENDER);
    // '/' is public: sign in through a protected page, then go home.
    await signInAt(bola.page, '/messages', TRAVELER);
    await bola.page.goto('/');
    // Live toasts and typing need each page's socket open before the other side acts.
    await waitUntilLive(alice.page);
    await waitUntilLive(bola.page);
    bolaApi = await apiSession(TRAVELER);
    bolaId = bolaApi.id;
    aliceApi = await apiSession(SENDER);
    aliceId = aliceApi.id;
  });
  afterAll(async () => {
    await bolaApi?.dispose();
    await aliceApi?.dispose();
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

    // Bola, on the home page, gets the live toast (visible on screen, not only in the page)
    // and the badge in the avatar menu, without a reload.
    const toast = bola.page.getByTestId('toast').filter({ hasText: 'New message from Alice' });
    await toast.waitFor({ state: 'visible', timeout: 50_000 });
    expect(await toast.isVisible()).toBe(true);
    // The first element with these words is the toast: the closed bell no longer keeps a
    // hidden copy of its notifications earlier in the page (why this was only 'attached').
    expect(await bola.page.getByText('New message from Alice', { exact: false }).first().isVisible()).toBe(true);
    await screenshot(bola.page, 'messaging-live-toast-desktop');
    await bola.page.getByTestId('avatar-menu-trigger').click();
    await bola.page.getByTestId('messages-unread-badge').waitFor();
    await bola.page.keyboard.press('Escape');
  }, 120_000);

  it("the traveler opens the thread from the bell's notification, replies, and each sees the other typing", async () => {
    // The bell's dropdown item for the message opens that conversation (§4 link map).
    const item = bola.page
      .getByTestId('notification-dropdown')
      .getByTestId('notification-item')
      .filter({ hasText: 'New message from Alice' })
      .first();
    await openFromBell(
      bola.page,
      item,
      (url) => url.pathname === `/messages/${aliceId}`,
      async () => "the bell's 'New message from Alice' never opened the thread",
    );
    await bola.page.getByText(`Can we move the handoff to Friday? <b>${stamp}</b>`).first().waitFor();

    // Bola types: alice, on the same conversation, sees it; then the reply arrives live.
    await waitUntilLive(alice.page);
    await waitUntilLive(bola.page);
    await typeUntilSeen(bola.page, alice.page, 'Friday works');
    const reply = `Friday works, see you at 5 (${stamp})`;
    await bola.page.getByTestId('message-input').fill(reply);
    await bola.page.getByTestId('message-input').press('Enter');
    await alice.page.getByText(reply, { exact: true }).first().waitFor({ timeout: 30_000 });
    // And the other way round.
    await typeUntilSeen(alice.page, bola.page, 'Great');
    await alice.page.getByTestId('message-input').fill('');
  }, 120_000);

  it("'Mark all as read' in the bell clears its badge", async () => {
    // Alice was notified of bola's reply.
    const bell = alice.page.getByTestId('notification-bell');
    const badge = alice.page.getByTestId('notification-badge');
    await badge.waitFor({ timeout: 30_000 });
    // The count is drawn inside the red circle, not below it.
    const { circle, count } = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const [c, t] = [el.getBoundingClientRect(), range.getBoundingClientRect()];
      return { circle: { top: c.top, bottom: c.bottom }, count: { top: t.top, bottom: t.bottom } };
    });
    expect(count.top).toBeGreaterThanOrEqual(circle.top - 1);
    expect(count.bottom).toBeLessThanOrEqual(circle.bottom + 1);
    // As a person would: open the dropdown (again) if it is closed and click 'Mark all as read'
    // again if the badge stayed. Once in CI the click "succeeded", nothing was marked and the
    // badge stayed '9+', most likely because a live toast (other test files act as alice
    // meanwhile) showed over the open dropdown and took it. Live toasts now wait while the
    // dropdown is open (decision web-live-toasts-held-while-dropdown-open); the server's
    // answers are named if it recurs.
    const dropdown = alice.page.getByTestId('notification-dropdown');
    const markAll = dropdown.getByRole('button', { name: 'Mark all as read' });
    const answers: number[] = [];
    const recordAnswer = (response: Response) => {
      if (new URL(response.url()).pathname === '/api/notifications/mark-all-read') answers.push(response.status());
    };
    alice.page.on('response', recordAnswer);
    const gone = () =>
      badge.waitFor({ state: 'detached', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    for (let attempt = 1; ; attempt++) {
      if (!(await dropdown.isVisible())) await bell.click();
      await markAll.click({ timeout: 5_000 }).catch(() => {});
      if (await gone()) break;
      if (attempt === 4)
        throw new Error(
          `the badge still reads '${await badge.textContent()}' after ${attempt} clicks (mark-all-read answered: ${answers.join(', ') || 'never asked'})`,
        );
    }
    alice.page.off('response', recordAnswer);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    await alice.page.keyboard.press('Escape');
  }, 90_000);

  it('a message left unread is e-mailed; its unsubscribe link works without signing in', async () => {
    // Bola leaves the conversation; alice writes again; bola does not read it.
    await bola.page.goto('/');
    const text = `Also: bring the receipt please (${stamp})`;
    await alice.page.getByTestId('message-input').fill(text);
    await alice.page.getByTestId('message-input').press('Enter');
    await alice.page.getByText(text, { exact: true }).first().waitFor();
    const link = await findLinkInMailbox(TRAVELER_EMAIL, '/unsubscribe', 60_000);
    expect(link).toBeTruthy();

    // A browser that is not signed in opens the link: one click unsubscribes from message e-mails.
    const visitor = await openPage(browser);
    await visitor.page.goto(new URL(new URL(link!).pathname + new URL(link!).search, baseUrl()).toString());
    await visitor.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await visitor.page
      .getByText('You will no longer receive Messages e-mails from Oneway.', { exact: false })
      .waitFor();
    await screenshot(visitor.page, 'unsubscribe-desktop');
    await visitor.context.close();

    // Bola's settings show it.
    await bola.page.goto('/settings');
    const messages = bola.page.getByRole('checkbox', { name: 'E-mail me about Messages' });
    await messages.waitFor({ state: 'attached' });
    expect(await messages.isChecked()).toBe(false);
    expect(await bola.page.getByRole('checkbox', { name: 'E-mail me about Payments' }).isChecked()).toBe(true);
    await screenshot(bola.page, 'settings-notifications-desktop');
  }, 120_000);

  it("the sender's bell shows the interest and payment notifications, each opening its page; the payment is e-mailed", async () => {
    const page = alice.page;
    await page.goto('/ship');
    const form = page.getByRole('form', { name: 'Ship a package' });
    await fillShipForm(form, { contents: `E2E messaging ${stamp}: a scarf`, weight: '2' });
    await form.getByRole('button', { name: 'List my package' }).click();
    await page.waitForURL((url) => /^\/shipments\/[0-9a-f-]{36}$/.test(url.pathname));
    const shipmentId = new URL(page.url()).pathname.split('/').pop()!;

    // Bola shows interest with a trip that fits.
    const trips = (await bolaApi.call('GET', `/api/available-shipments/${shipmentId}/my-trips`)) as {
      compatible: Array<{ id: string }>;
    };
    expect(trips.compatible.length).toBeGreaterThan(0);
    const interest = await bolaApi.call('POST', `/api/shipments/${shipmentId}/interests`, {
      tripId: trips.compatible[0]!.id,
      message: 'Happy to carry it on my London → Lagos trip.',
    });
    expect(interest.id).toBeTruthy();

    // Alice's bell: the interest opens its match (§4 link map: match_request → /matches/{interest id}).
    // Alice is the demo sender: other tests notify her too, so each item is found by where it
    // leads (its link), not by its words alone.
    const item = (words: string, target: string) =>
      page
        .getByTestId('notification-dropdown')
        .locator(`a[data-testid="notification-item"][href="${target}"]`)
        .filter({ hasText: words });
    const openItem = (words: string, target: string, shot?: string) =>
      openFromBell(
        page,
        item(words, target),
        (url) => url.pathname === target,
        async () => {
          const listed = JSON.stringify(await aliceApi.call('GET', '/api/notifications?page=1&pageSize=5'));
          return `'${words}' (${target}) never opened from the bell; the server lists: ${listed.slice(0, 600)}`;
        },
        shot,
      );

    // Alice's bell: the interest opens its match (§4 link map: match_request → /matches/{interest id}).
    await page.getByTestId('notification-badge').waitFor({ timeout: 30_000 });
    await openItem('New interest in your shipment', `/matches/${String(interest.id)}`);

    // Alice pays (the test provider's 4242 card): the escrow notification opens the shipment.
    await page.goto(`/payment/${shipmentId}`);
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await card.getByLabel(/^Expiry/).fill('12/34');
    await card.getByLabel(/^CVC/).fill('123');
    await card.getByLabel(/^ZIP/).fill('10001');
    await card.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 30_000 });
    // The escrow notification arrives live; its toast may come and go while the page changes
    // (the live toast itself is asserted above), so wait for it where it stays: in the bell.
    await openItem('Payment held in escrow', `/shipments/${shipmentId}`, 'notification-dropdown-desktop');

    // 'Payment held' is one of the e-mails a person must not miss.
    const link = await findLinkInMailbox('alice@oneway.local', `/shipments/${shipmentId}`, 60_000);
    expect(link).toContain(`/shipments/${shipmentId}`);
  }, 180_000);

  it('the messaging pages at 390 px: list, then the thread', async () => {
    const mobile = await openPage(browser, MOBILE);
    await signInAt(mobile.page, '/messages', SENDER);
    await mobile.page.getByTestId('conversation-row').first().waitFor();
    await screenshot(mobile.page, 'messaging-list-390');
    await mobile.page.getByTestId('conversation-row').first().click();
    await mobile.page.getByTestId('message-input').waitFor();
    await screenshot(mobile.page, 'messaging-thread-390');
    await mobile.page.goto('/settings');
    await mobile.page.getByRole('checkbox', { name: 'E-mail me about Messages' }).waitFor({ state: 'attached' });
    await screenshot(mobile.page, 'settings-notifications-390');
    await mobile.context.close();
  });
});
