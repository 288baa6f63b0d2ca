import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes/app-routes';
import { authUserQueryKey } from '@/lib/auth-user';
import { createQueryClient } from '@/lib/query-client';
import { stubGateway } from '@/testing/render-app';

const heroRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/features/landing/components/hero-section', async (importActual) => {
  const actual = await importActual<typeof import('@/features/landing/components/hero-section')>();
  return {
    HeroSection: () => {
      heroRenders.count += 1;
      return <actual.HeroSection />;
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  heroRenders.count = 0;
});

describe("'/' for a visitor (issue 11 item 5: a faster first page)", () => {
  it('paints the landing page once: the session check answering "visitor" does not render it again', async () => {
    stubGateway(null);
    const client = createQueryClient();
    render(
      <AppProvider queryClient={client}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Meet shipping without borders' })).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(authUserQueryKey)?.status).toBe('success'));
    expect(client.getQueryData(authUserQueryKey)).toBeNull();
    expect(heroRenders.count).toBe(1);
  });

  it("§9 sample connections: the landing page's coverage section shows London to Lagos 250+ daily, Chicago to London 500+ daily and New York to Toronto 180+ daily", async () => {
    stubGateway(null);
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
      </AppProvider>,
    );
    const coverage = within(await screen.findByTestId('coverage-section'));
    const volumeOf = (route: string) =>
      coverage.getByText(route, { selector: 'dt' }).closest('dl')?.querySelector('dd')?.textContent;
    expect(volumeOf('London to Lagos')).toBe('250+ daily');
    expect(volumeOf('Chicago to London')).toBe('500+ daily');
    expect(volumeOf('New York to Toronto')).toBe('180+ daily');
  });
});
