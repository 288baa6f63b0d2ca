import type { Locator, Page } from 'playwright-core';

// Steps shared by the journeys against the real stack (SEED_DEMO=1 accounts).

export const isoInDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

/** Opens a signed-in page: the guard sends a visitor to /auth, and signing in comes back to `path`. */
export async function signInAt(page: Page, path: string, account: { login: string; password: string }) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Email or username/).fill(account.login);
  await form.locator('input[name="password"]').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Fills the "Ship a package" form (London → Lagos, GBP 40, a small parcel) without sending it. */
export async function fillShipForm(form: Locator, { contents, weight }: { contents: string; weight: string }) {
  await form.getByLabel(/^From/).selectOption('London, United Kingdom');
  await form.getByLabel(/^To/).selectOption('Lagos, Nigeria');
  await form.getByLabel(/^Earliest pickup/).fill(isoInDays(2));
  await form.getByLabel(/^Latest delivery/).fill(isoInDays(20));
  await form.locator('input[name="weight"]').fill(weight);
  await form.getByLabel(/^Size/).selectOption('small');
  await form.getByLabel(/^Contents/).fill(contents);
  await form.getByRole('checkbox', { name: /prohibited items list/ }).check();
  await form.getByLabel(/^Currency/).selectOption('GBP');
  await form.getByLabel(/^Payment to traveler/).fill('40');
  await form.getByLabel(/^Receiver name/).fill('Ngozi Okafor');
  await form.getByLabel(/^Receiver phone/).fill('+234 803 123 4567');
  await form.getByLabel(/^Address line 1/).fill('4 Awolowo Road');
}
