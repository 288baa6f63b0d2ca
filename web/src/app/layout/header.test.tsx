import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

describe('header and navigation (spec §2)', () => {
  it('logged-out header: How It Works, Log in and Sign up; no bell, no bottom bar', async () => {
    stubGateway(null);
    renderRoute('/faq');
    const header = await screen.findByTestId('site-header');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe('/how-it-works');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    expect(within(header).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth?tab=register');
    expect(within(header).queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByTestId('mobile-bottom-bar')).toBeNull();
  });

  it('signed-in nav lists the spec links, the bell and the bottom bar with the /ship button', async () => {
    stubGateway(testUser());
    renderRoute('/faq');
    const header = await screen.findByTestId('site-header');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Find Travelers' })).toBeTruthy());
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Find Travelers', '/travelers'],
      ['My Shipments', '/shipments'],
      ['My Trips', '/trips'],
      ['Messages', '/messages'],
      ['My Interests', '/my-interests'],
      ['Manage Interests', '/manage-interests'],
      ['Earnings', '/earnings'],
    ]);
    expect(within(header).queryByRole('link', { name: 'How It Works' })).toBeNull();
    expect(await within(header).findByRole('button', { name: /Notifications/ })).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Primary mobile', hidden: true });
    expect(
      within(bar)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Shipments', 'Trips', 'Messages']);
    expect(screen.getByTestId('floating-ship-button').getAttribute('href')).toBe('/ship');
  });

  it.each([
    ['user', false],
    ['relay_staff', false],
    ['admin', true],
    ['moderator', true],
    ['support', true],
  ] as const)('avatar menu for role %s shows Admin Dashboard: %s', async (role, shown) => {
    stubGateway(testUser({ role }));
    renderRoute('/faq');
    fireEvent.click(await screen.findByTestId('avatar-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    for (const label of ['Messages', 'Settings', 'My Interests', 'Manage Interests', 'Earnings', 'Log out']) {
      expect(screen.getByRole('menuitem', { name: label })).toBeTruthy();
    }
    const admin = screen.queryByRole('menuitem', { name: 'Admin Dashboard' });
    expect(admin !== null).toBe(shown);
    if (admin) expect(admin.getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('logging out lands on / with logged_out=true and a cache-busting t, and shows the Signed out toast', async () => {
    stubGateway(testUser(), (url) => (url === '/api/logout' ? new Response(null, { status: 204 }) : undefined));
    const { router } = renderRoute('/faq');
    fireEvent.click(await screen.findByTestId('avatar-menu-trigger'));
    // A bare click with no pointer events first: the fastest possible click still logs out.
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('logged_out')).toBe('true');
    expect(Number(params.get('t'))).toBeGreaterThan(0);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Meet shipping without borders' })).toBeTruthy();
    expect(sessionStorage.getItem('just_logged_out')).not.toBeNull();
  });

  it('keeps the floating /ship button off a message thread, where it would cover the composer', async () => {
    stubGateway(testUser());
    renderRoute('/messages/00000000-0000-4000-8000-000000000002');
    expect(await screen.findByRole('navigation', { name: 'Primary mobile', hidden: true })).toBeTruthy();
    expect(screen.queryByTestId('floating-ship-button')).toBeNull();
  });

  it('hides the bottom bar on the auth pages (spec §2)', async () => {
    stubGateway(testUser({ role: 'user' }));
    renderRoute('/auth/email-verified');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.queryByTestId('mobile-bottom-bar')).toBeNull();
  });
});
