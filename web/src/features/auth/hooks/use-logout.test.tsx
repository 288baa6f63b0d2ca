import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toaster } from '@/lib/toaster';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

/** Signs in on /faq and logs out from the avatar menu, the gateway answering POST /api/logout with `status`. */
async function logOutWith(status: number) {
  stubGateway(testUser(), (url) =>
    url === '/api/logout'
      ? status === 204
        ? new Response(null, { status })
        : Response.json(
            { status, detail: 'No session' },
            { status, headers: { 'Content-Type': 'application/problem+json' } },
          )
      : undefined,
  );
  const view = renderRoute('/faq');
  fireEvent.click(await screen.findByTestId('avatar-menu-trigger'));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  return view;
}

describe('logging out (spec §4 logged-out markers, §8 sign-out toasts)', () => {
  it('§4 logout sets logged_out in local storage and just_logged_out in session storage', async () => {
    expect(localStorage.getItem('logged_out')).toBeNull();
    await logOutWith(204);
    expect(localStorage.getItem('logged_out')).toBe('true');
    expect(sessionStorage.getItem('just_logged_out')).not.toBeNull();
  });

  it("§8 a confirmed sign-out shows 'Signed out' for 3 s, with 'Logged out successfully'", async () => {
    await logOutWith(204);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      title: 'Signed out',
      description: 'Logged out successfully',
      type: 'success',
      duration: 3_000,
    });
  });

  it.each([401, 403, 404])(
    "§8 sign-out ignores %i: the person is told 'Signed out' / 'Logged out successfully', not 'Logout completed'",
    async (status) => {
      await logOutWith(status);
      expect(await screen.findByText('Signed out')).toBeTruthy();
      expect(screen.getByText('Logged out successfully')).toBeTruthy();
      expect(screen.queryByText('Logout completed')).toBeNull();
      expect(localStorage.getItem('logged_out')).toBe('true');
    },
  );

  it("§8 'Logout completed' when the server had an issue (500): still signed out here, with the markers set", async () => {
    await logOutWith(500);
    expect(await screen.findByText('Logout completed')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Logout completed', type: 'success' });
    expect(screen.queryByText('Signed out')).toBeNull();
    expect(localStorage.getItem('logged_out')).toBe('true');
    expect(sessionStorage.getItem('just_logged_out')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Meet shipping without borders' })).toBeTruthy();
  });
});
