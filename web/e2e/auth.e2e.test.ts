import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, openPage, screenshot } from './support/browser';
import { findLinkInMailbox } from './support/mailbox';

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const registerForm = (page: Page) => page.getByRole('form', { name: 'Create account' });

describe('auth screen and redirects (spec §2 auth screen, §4, §5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['/shipments', '/ship-package', '/messages/u-1', '/admin/users'])(
    'a visitor on protected route %s goes to /auth?return_to=<path>',
    async (path) => {
      const { page, context } = await openPage(browser);
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(path);
      await signInForm(page).waitFor();
      await context.close();
    },
  );

  it('shows both tabs, switches between them and has a back-to-homepage link', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/auth');
    await signInForm(page).waitFor();
    await screenshot(page, 'auth-desktop');
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await registerForm(page).waitFor({ state: 'visible' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signInForm(page).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: /Back to homepage/ }).click();
    await page.getByRole('heading', { name: 'Meet shipping without borders' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/auth?tab=register and /register open sign-up', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/auth?tab=register', '/register']) {
      await page.goto(path);
      await registerForm(page).waitFor({ state: 'visible' });
      expect(await page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    }
    await context.close();
  });

  it('sign-in shows the spec §5 messages for empty fields', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth');
    const form = signInForm(page);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByText('Please enter your email or username').waitFor();
    expect(await form.getByText('Password is required').isVisible()).toBe(true);
    await context.close();
  });

  it('forgot password without an email shows the spec toast', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth');
    await signInForm(page).getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('Please enter your email address', { exact: true }).waitFor();
    expect(
      await page
        .getByText("Enter your email address in the form above, then click 'Forgot password?' again.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('toast').count()).toBe(1);
    await context.close();
  });

  it('registration shows every client-side validation message, the strength label and the checklist', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth?tab=register');
    const form = registerForm(page);
    await form.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name is required',
      'Username is required',
      'Email is required',
      'Please select your country',
      'Password must be at least 8 characters',
    ]) {
      expect(await form.getByText(message).isVisible(), message).toBe(true);
    }
    const password = form.locator('input[name="password"]');
    const label = form.getByTestId('password-strength-label');
    const steps: Array<[string, string, string | null]> = [
      ['abc', 'Weak', 'Password must be at least 8 characters'],
      ['abcdefgh', 'Fair', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Fair', 'Password must contain at least one number'],
      ['Abcdefg1', 'Moderate', 'Password must contain at least one special character'],
      ['Abcdef1!', 'Strong', null],
    ];
    for (const [value, strength, message] of steps) {
      await password.fill(value);
      expect(await label.textContent(), value).toBe(strength);
      await form.getByRole('button', { name: 'Create Account' }).click();
      if (message) expect(await form.getByText(message).isVisible(), value).toBe(true);
    }
    expect(await form.locator('[data-testid="password-checklist"] [data-met="true"]').count()).toBe(5);
    await form.locator('input[name="confirmPassword"]').fill('Abcdef1?');
    await form.getByText("Passwords don't match").waitFor();
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await context.close();
  });

  it('reset-password mode shows new password, confirm and Update Password, and checks in spec order', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/auth/reset-password?token=abc');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.waitFor();
    await form.locator('input[name="newPassword"]').fill('Abcdefgh');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password too weak').waitFor();
    expect(await page.getByText('Password must contain at least one number').isVisible()).toBe(true);
    await context.close();
  });

  it('renders the auth screen on a phone without horizontal scrolling', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto('/auth');
    await signInForm(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'auth-mobile');
    await context.close();
  });
});

type Account = { username: string; email: string; password: string };
const freshAccount = (prefix: string): Account => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}_${stamp}`, email: `${prefix}_${stamp}@example.com`, password: 'Travel1!Safe' };
};

async function registerThroughTheForm(page: Page, account: Account) {
  await page.goto('/auth?tab=register');
  const register = registerForm(page);
  await register.getByLabel(/^Full name/).fill('Vera Obi');
  await register.getByLabel(/^Username/).fill(account.username);
  await register.getByLabel(/^Email/).fill(account.email);
  await register.getByLabel(/^Country/).selectOption('Canada');
  await register.locator('input[name="password"]').fill(account.password);
  await register.locator('input[name="confirmPassword"]').fill(account.password);
  await register.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully', { exact: true }).waitFor();
}

/** Signs in on the auth screen; the home page's heading shows it worked. */
async function signInWith(page: Page, usernameOrEmail: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel(/^Email or username/).fill(usernameOrEmail);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const withMail =
  process.env.E2E_API === '1' &&
  !!process.env.E2E_BASE_URL &&
  !!(process.env.E2E_MAILDEV_URL || process.env.E2E_MAILPIT_URL);

describe.skipIf(!withMail)(
  'sign-in waits for a verified e-mail (issue 10, real gateway + identity + mail catcher)',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("refuses sign-in with the product's text, resends the link, and the newest link verifies so sign-in works", async () => {
      const account = freshAccount('ver');
      const { page, context, consoleErrors } = await openPage(browser);
      await registerThroughTheForm(page, account);

      // The sign-in tab opens with the product's text and a resend.
      const signIn = signInForm(page);
      const notice = page.getByTestId('verify-email-notice');
      const text = 'Please check your email to verify your account before logging in.';
      await notice.getByText(text).waitFor();

      // Signing in before following the link: refused by the server (403), the same notice, no redirect.
      await signIn.getByLabel(/^Email or username/).fill(account.username);
      await signIn.locator('input[name="password"]').fill(account.password);
      const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      expect((await refused).status()).toBe(403);
      await notice.getByText(text).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
      expect(await page.getByText('Signed in successfully').count()).toBe(0);
      await screenshot(page, 'auth-verify-email-notice');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'auth-verify-email-notice-mobile');
      await page.setViewportSize({ width: 1280, height: 800 });

      await notice.getByRole('button', { name: 'Resend verification email' }).click();
      await notice.getByText(/We sent a new verification link/).waitFor();
      const link = await findLinkInMailbox(account.email, '/auth/email-verified', 20_000, 2);
      const url = new URL(link!);
      await page.goto(url.pathname + url.search);
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      await page.getByRole('link', { name: 'Continue to Sign In' }).click();

      const again = signInForm(page);
      await again.getByLabel(/^Email or username/).fill(account.email);
      await again.locator('input[name="password"]').fill(account.password);
      await again.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
      expect(consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      await context.close();
    });

    it('a new account changes its sign-in e-mail on /settings; the link mailed to the new address moves sign-in there (issue 14)', async () => {
      const account = freshAccount('mov');
      const newEmail = `new_${account.email}`;
      const { page, context, consoleErrors } = await openPage(browser);
      await registerThroughTheForm(page, account);
      const verify = new URL((await findLinkInMailbox(account.email, '/auth/email-verified'))!);
      await page.goto(verify.pathname + verify.search);
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      await page.getByRole('link', { name: 'Continue to Sign In' }).click();
      await signInWith(page, account.email, account.password);
      await page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();

      await page.goto('/settings#account');
      const section = page.getByRole('region', { name: 'Account' });
      await section.getByText(account.email).waitFor();
      const form = section.getByRole('form', { name: 'Change email' });
      await form.getByLabel(/^New email/).fill(newEmail);
      await form.getByLabel(/^Current password/).fill(account.password);
      await form.getByRole('button', { name: 'Change email' }).click();
      await form.getByText(`Check your inbox at ${newEmail}`).waitFor();
      await screenshot(page, 'settings-change-email');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'settings-change-email-mobile');
      await page.setViewportSize({ width: 1280, height: 800 });

      const change = new URL((await findLinkInMailbox(newEmail, '/auth/email-verified'))!);
      await page.goto(change.pathname + change.search);
      await page.getByRole('heading', { name: 'Email changed' }).waitFor();
      await page.getByText(`You now sign in to Oneway with ${newEmail}.`).waitFor();
      expect(consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      await context.close();

      // Another browser: the old address no longer signs in, the new one does.
      const fresh = await openPage(browser);
      await fresh.page.goto('/auth');
      const refused = fresh.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await signInWith(fresh.page, account.email, account.password);
      expect((await refused).status()).toBe(401);
      await signInWith(fresh.page, newEmail, account.password);
      await fresh.page.getByRole('heading', { name: 'Ship globally with travelers' }).waitFor();
      await fresh.context.close();
    });
  },
);
