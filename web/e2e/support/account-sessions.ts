import type { Browser } from 'playwright-core';
import { DESKTOP, openPage, type TrackedPage } from './browser';
import { signInAt } from './demo-journey';

type Account = { login: string; password: string };

/**
 * One signed-in browser context per account for a whole test file: the gateway allows 20
 * sign-ins per IP per window, and every e2e file of the run shares that budget. `session`
 * opens `path` as `account` at the desktop size with no console errors recorded yet, signing in
 * the first time through `path`'s redirect to /auth, or through `signInVia` (a protected
 * route) when some of the file's paths are public. `closeAll` closes every context.
 */
export function accountSessions(browser: () => Browser, signInVia?: string) {
  const sessions = new Map<string, TrackedPage>();
  return {
    async session(account: Account, path: string): Promise<TrackedPage> {
      const existing = sessions.get(account.login);
      if (existing) {
        existing.consoleErrors.length = 0;
        await existing.page.setViewportSize(DESKTOP);
        await existing.page.goto(path);
        return existing;
      }
      const tracked = await openPage(browser());
      await signInAt(tracked.page, signInVia ?? path, account);
      sessions.set(account.login, tracked);
      if (signInVia && signInVia !== path) await tracked.page.goto(path);
      return tracked;
    },
    async closeAll(): Promise<void> {
      for (const { context } of sessions.values()) await context.close();
    },
  };
}
