import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes/app-routes';
import { createQueryClient } from '@/lib/query-client';
import type { User } from '@/types/user';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  fullName: 'Ada Obi',
  country: 'Nigeria',
  bio: null,
  phone: null,
  profileImage: null,
  role: 'user',
  userType: 'sender',
  isVerified: false,
  verificationStatus: 'unverified',
  status: 'active',
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/**
 * Stubs fetch like the gateway: /api/auth/refresh answers the given user (or 401 for a
 * visitor); everything else answers 401 unless `extra` handles it.
 */
export function stubGateway(user: User | null, extra?: (url: string, init?: RequestInit) => Response | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handled = extra?.(url, init);
    if (handled) return handled;
    if (url === '/api/auth/refresh' && user) {
      return Response.json({
        accessToken: 'token-1',
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        user,
      });
    }
    if (url === '/api/user' && user) return Response.json(user);
    return new Response(JSON.stringify({ status: 401, detail: 'Not signed in' }), {
      status: 401,
      headers: { 'Content-Type': 'application/problem+json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the real route table at `path` inside the real providers. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactElement) {
  return render(<AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>);
}
