import type { Page } from 'playwright-core';

const loggedOut = (url: URL) => url.pathname === '/' && url.searchParams.get('logged_out') === 'true';

/**
 * Logs out from the avatar menu and waits for the landing page with `logged_out=true`. Just
 * after a load the menu can miss the first click (the page is still hydrating, or the menu is
 * still opening), so it opens the menu and clicks 'Log out' again until the page moves, for up
 * to 60 s.
 */
export async function logOutFromAvatarMenu(page: Page): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const item = page.getByRole('menuitem', { name: 'Log out' });
      if (!(await item.isVisible())) await page.getByTestId('avatar-menu-trigger').click({ timeout: 5_000 });
      await item.click({ timeout: 5_000 });
      await page.waitForURL(loggedOut, { timeout: 5_000 });
      return;
    } catch (error) {
      if (loggedOut(new URL(page.url()))) return;
      if (Date.now() > deadline)
        throw new Error(`'Log out' in the avatar menu never led to /?logged_out=true`, { cause: error });
    }
  }
}
