import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe('redirect behaviour (spec §2)', () => {
  it('sends a visitor on a protected route to /auth with return_to holding the original path', async () => {
    stubGateway(null);
    const { router } = renderRoute('/shipments?status=pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('return_to')).toBe('/shipments?status=pending');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a visitor on an admin route to /auth with return_to', async () => {
    stubGateway(null);
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('return_to')).toBe('/admin/users');
  });

  it('shows a signed-in user the protected screen (session restored from the refresh cookie)', async () => {
    const fetchMock = stubGateway(testUser());
    const { router } = renderRoute('/ship-package');
    expect(await screen.findByRole('heading', { name: 'Ship a Package', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ship-package');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/refresh')).toBe(true);
  });

  it('sends a signed-in user on the auth screen to /', async () => {
    stubGateway(testUser());
    const { router } = renderRoute('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Ship globally with travelers' })).toBeTruthy();
  });

  it('denies the admin area to a plain user (spec §6 admin, moderator, support only)', async () => {
    stubGateway(testUser({ role: 'user' }));
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it.each(['admin', 'moderator', 'support'] as const)('opens the admin area for role %s', async (role) => {
    stubGateway(testUser({ role }));
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
  });

  it('§9 login redirect delay of 300 ms: after login the return_to path opens at 300 ms, not at 299 ms, with the Loading... overlay meanwhile', async () => {
    const user = testUser();
    stubGateway(null, (url) =>
      url === '/api/login'
        ? Response.json({ accessToken: 'tok', expiresAt: new Date(Date.now() + 900_000).toISOString(), user })
        : undefined,
    );
    const { router } = renderRoute('/auth?return_to=%2Fearnings');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: 'ada' } });
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Secret1!' } });
    // Where the app is, or is going: the redirect has happened once the router heads for /earnings.
    const heading = () => router.state.navigation.location?.pathname ?? router.state.location.pathname;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(form.getByRole('button', { name: 'Sign In' }));
      // The login answer arrives without the clock moving; the 300 ms start with the overlay.
      for (let i = 0; i < 200 && !screen.queryByTestId('loading-overlay'); i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
      expect(screen.getByTestId('loading-overlay').textContent).toContain('Loading...');
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(heading()).toBe('/auth');
      expect(screen.getByTestId('loading-overlay')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(heading()).toBe('/earnings');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/earnings'));
    expect(await screen.findByRole('heading', { name: 'Earnings', level: 1 })).toBeTruthy();
  });

  it('detects a redirect loop after more than 3 redirects in 5 s and lands on /auth?loop_detected=true', async () => {
    stubGateway(null);
    const { router } = renderRoute('/shipments');
    for (let i = 0; i < 3; i += 1) {
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      await router.navigate('/trips');
    }
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('loop_detected')).toBe('true'));
    expect(await screen.findByText(/we signed you out to be safe/)).toBeTruthy();
  });
});
