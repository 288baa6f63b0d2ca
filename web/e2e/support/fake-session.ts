import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export const FAKE_USER = {
  id: 'e2e-user',
  email: 'ada@example.com',
  username: 'ada',
  fullName: 'Ada Obi',
  country: 'Nigeria',
  bio: null,
  phone: null,
  profileImage: null,
  role: 'user',
  userType: 'sender',
  isVerified: true,
  verificationStatus: 'verified',
  status: 'active',
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/**
 * For browser tests of the signed-in layout without the gateway: answers the session restore
 * (POST /api/auth/refresh), GET /api/user and an empty notification list for a fake user.
 * Other GETs answer an empty page of results; other writes get 404; /ws is a quiet socket.
 */
export async function fakeSignedIn(page: Page, user: Record<string, unknown> = FAKE_USER): Promise<void> {
  // What the gateway's sign-in left in this browser beside the refresh cookie: the hint that
  // makes the page restore its session (decision web-signed-in-hint-cookie).
  await page.context().addCookies([{ name: 'oneway_signed_in', value: '1', url: baseUrl() }]);
  // The signed-in app opens the live socket: answer it here (an open socket that stays
  // quiet), since the fake token would be refused by a real gateway.
  await page.routeWebSocket(/\/ws(\?|$)/, () => {});
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/api/auth/refresh') {
      await route.fulfill({
        json: { accessToken: 'e2e-token', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), user },
      });
    } else if (path === '/api/user' || path === '/api/profile') {
      await route.fulfill({ json: user });
    } else if (path === '/api/notifications') {
      await route.fulfill({ json: [] });
    } else if (path === '/api/logout') {
      await route.fulfill({ status: 204 });
    } else if (route.request().method() === 'GET') {
      // Any list the screens ask for is empty: a brand-new account with nothing yet.
      await route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } });
    } else {
      await route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 404, detail: 'Not found' }),
      });
    }
  });
}
