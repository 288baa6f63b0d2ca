import { useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes/app-routes';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { toaster } from '@/lib/toaster';
import { page } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const signInForm = async () => within(await screen.findByRole('form', { name: 'Sign in' }));
const registerForm = async () => within(await screen.findByRole('form', { name: 'Create account' }));

/** The spec §3/§4 logged-out markers a logout leaves: logged_out (local) and just_logged_out (session) with their companions. */
function setLogoutMarkers() {
  localStorage.setItem('logged_out', 'true');
  localStorage.setItem('logout_timestamp', '1790000000000');
  sessionStorage.setItem('just_logged_out', '1790000000000');
  sessionStorage.setItem('just_redirected_from_logout', 'true');
}
const logoutMarkers = () => ({
  logged_out: localStorage.getItem('logged_out'),
  logout_timestamp: localStorage.getItem('logout_timestamp'),
  just_logged_out: sessionStorage.getItem('just_logged_out'),
  just_redirected_from_logout: sessionStorage.getItem('just_redirected_from_logout'),
});
const ALL_MARKERS = {
  logged_out: 'true',
  logout_timestamp: '1790000000000',
  just_logged_out: '1790000000000',
  just_redirected_from_logout: 'true',
};
const NO_MARKERS = {
  logged_out: null,
  logout_timestamp: null,
  just_logged_out: null,
  just_redirected_from_logout: null,
};

const session = () =>
  Response.json({ accessToken: 'tok', expiresAt: new Date(Date.now() + 900_000).toISOString(), user: testUser() });

async function signInAs(identifier: string) {
  const form = await signInForm();
  fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: identifier } });
  fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Secret1!' } });
  fireEvent.click(form.getByRole('button', { name: 'Sign In' }));
}

async function registerAda(country = 'Nigeria') {
  const form = await registerForm();
  fireEvent.change(form.getByLabelText(/Full name/), { target: { value: 'Ada Obi' } });
  fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'ada' } });
  fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(form.getByLabelText(/Country/), { target: { value: country } });
  fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Abcdef1!' } });
  fireEvent.change(form.getByLabelText(/Confirm password/, { selector: 'input' }), { target: { value: 'Abcdef1!' } });
  fireEvent.click(form.getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('auth screen (spec §2 auth screen, §5 validation)', () => {
  it('shows Sign In and Create Account tabs and a back-to-homepage link', async () => {
    stubGateway(null);
    renderRoute('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to homepage/ }).getAttribute('href')).toBe('/');
  });

  it('opens sign-up for /auth?tab=register', async () => {
    stubGateway(null);
    renderRoute('/auth?tab=register');
    const tab = await screen.findByRole('tab', { name: 'Create Account' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('sign-in requires the email or username and the password (spec §5 messages)', async () => {
    const fetchMock = stubGateway(null);
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await form.findByText('Please enter your email or username')).toBeTruthy();
    expect(form.getByText('Password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(false);
  });

  it('signs in with a username (the gateway resolves it) and posts usernameOrEmail', async () => {
    const fetchMock = stubGateway(null, (url) =>
      url === '/api/login'
        ? new Response(JSON.stringify({ status: 401, detail: 'Username not found. Please check your credentials.' }), {
            status: 401,
          })
        : undefined,
    );
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: 'ada' } });
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Secret1!' } });
    fireEvent.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ usernameOrEmail: 'ada', password: 'Secret1!' });
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(await screen.findByText('Username not found. Please check your credentials.')).toBeTruthy();
  });

  it("an unverified account's sign-in shows the product's text and a resend that posts what was typed (issue 10)", async () => {
    const fetchMock = stubGateway(null, (url) => {
      if (url === '/api/login')
        return Response.json(
          {
            status: 403,
            code: 'AUTH.EMAIL_NOT_VERIFIED',
            detail: 'Please check your email to verify your account before logging in.',
          },
          { status: 403, headers: { 'Content-Type': 'application/problem+json' } },
        );
      if (url === '/api/auth/resend-verification') return Response.json({ ok: true }, { status: 202 });
      return undefined;
    });
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: 'ida' } });
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Secret1!' } });
    fireEvent.click(form.getByRole('button', { name: 'Sign In' }));
    const notice = within(await screen.findByTestId('verify-email-notice'));
    expect(notice.getByText('Please check your email to verify your account before logging in.')).toBeTruthy();
    fireEvent.click(notice.getByRole('button', { name: 'Resend verification email' }));
    expect(await notice.findByText(/We sent a new verification link/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/resend-verification')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ usernameOrEmail: 'ida' });
  });

  it('forgot password without an email shows the spec toast and sends nothing', async () => {
    const fetchMock = stubGateway(null);
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.click(form.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(
      screen.getByText("Enter your email address in the form above, then click 'Forgot password?' again."),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/forgot-password')).toBe(false);
  });

  it("forgot password with an email posts it and shows 'Password reset email sent'", async () => {
    const fetchMock = stubGateway(null, (url) =>
      url === '/api/auth/forgot-password' ? new Response(null, { status: 202 }) : undefined,
    );
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: 'ada@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Password reset email sent')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]!.duration).toBe(6_000);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot-password')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ email: 'ada@example.com' });
  });

  it('registration shows the required-field, password and "Passwords don\'t match" messages', async () => {
    stubGateway(null);
    renderRoute('/auth?tab=register');
    const form = await registerForm();
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'abc' } });
    fireEvent.change(form.getByLabelText(/Confirm password/, { selector: 'input' }), { target: { value: 'abd' } });
    expect(await form.findByText("Passwords don't match")).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByText('Full name is required')).toBeTruthy();
    expect(form.getByText('Username is required')).toBeTruthy();
    expect(form.getByText('Email is required')).toBeTruthy();
    expect(form.getByText('Please select your country')).toBeTruthy();
    expect(form.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(form.getByTestId('password-strength-label').textContent).toBe('Weak');
  });

  it('offers exactly the four registration countries', async () => {
    stubGateway(null);
    renderRoute('/auth?tab=register');
    const form = await registerForm();
    const select = form.getByLabelText(/Country/) as HTMLSelectElement;
    expect([...select.options].filter((o) => o.value).map((o) => o.value)).toEqual([
      'United States',
      'United Kingdom',
      'Canada',
      'Nigeria',
    ]);
  });

  it('registers, shows the 6 s success toast and switches to sign-in with the email filled in', async () => {
    const fetchMock = stubGateway(null, (url) =>
      url === '/api/register' ? Response.json({ user: {} }, { status: 201 }) : undefined,
    );
    const { router } = renderRoute('/auth?tab=register');
    const form = await registerForm();
    fireEvent.change(form.getByLabelText(/Full name/), { target: { value: 'Ada Obi' } });
    fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'ada' } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(form.getByLabelText(/Country/), { target: { value: 'Nigeria' } });
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Abcdef1!' } });
    fireEvent.change(form.getByLabelText(/Confirm password/, { selector: 'input' }), { target: { value: 'Abcdef1!' } });
    expect(form.getByTestId('password-strength-label').textContent).toBe('Strong');
    fireEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      description: 'Please check your email to verify your account before logging in.',
      duration: 6_000,
    });
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/register')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      fullName: 'Ada Obi',
      username: 'ada',
      email: 'ada@example.com',
      country: 'Nigeria',
      password: 'Abcdef1!',
    });
    await waitFor(() => expect(router.state.location.search).not.toContain('tab=register'));
    const signIn = await signInForm();
    expect((signIn.getByLabelText(/Email or username/) as HTMLInputElement).value).toBe('ada@example.com');
    // The sign-in tab says the same where the person looks next, with a resend (issue 10).
    const notice = within(signIn.getByTestId('verify-email-notice'));
    expect(notice.getByText('Please check your email to verify your account before logging in.')).toBeTruthy();
    expect(notice.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('maps a 409 USER.USERNAME_TAKEN onto the username field', async () => {
    stubGateway(null, (url) =>
      url === '/api/register'
        ? Response.json({ status: 409, detail: 'That username is taken', code: 'USER.USERNAME_TAKEN' }, { status: 409 })
        : undefined,
    );
    renderRoute('/auth?tab=register');
    const form = await registerAda('Canada');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    // The catalogue's sentence for the code (lib/error-messages.ts), not the server's wording.
    expect((await form.findAllByText('This username is taken. Choose another one.')).length).toBeGreaterThan(0);
  });

  it('reset-password mode on /auth/reset-password checks the password before calling the API (spec §5 reset toasts)', async () => {
    const fetchMock = stubGateway(null, (url) =>
      url === '/api/auth/reset-password' ? new Response(null, { status: 204 }) : undefined,
    );
    const { router } = renderRoute('/auth/reset-password?token=t-1');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    fireEvent.change(form.getByLabelText(/^New password/, { selector: 'input' }), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password too short')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^New password/, { selector: 'input' }), { target: { value: 'Abcdef1!' } });
    fireEvent.change(form.getByLabelText(/Confirm new password/, { selector: 'input' }), {
      target: { value: 'Abcdef1?' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please make sure both passwords match')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/reset-password')).toBe(false);
    fireEvent.change(form.getByLabelText(/Confirm new password/, { selector: 'input' }), {
      target: { value: 'Abcdef1!' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]!.duration).toBe(6_000);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ token: 't-1', password: 'Abcdef1!' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('logged-out markers (spec §4: a successful login or register clears the logged-out markers)', () => {
  it('§4 a successful sign-in clears the logged-out markers', async () => {
    stubGateway(null, (url) => (url === '/api/login' ? session() : undefined));
    setLogoutMarkers();
    renderRoute('/auth');
    await signInForm();
    expect(logoutMarkers()).toEqual(ALL_MARKERS);
    await signInAs('ada');
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(logoutMarkers()).toEqual(NO_MARKERS);
  });

  it('§4 a failed sign-in leaves the logged-out markers in place', async () => {
    stubGateway(null, (url) =>
      url === '/api/login'
        ? Response.json(
            { status: 401, code: 'AUTH.INVALID_CREDENTIALS', detail: 'Invalid credentials' },
            { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined,
    );
    setLogoutMarkers();
    renderRoute('/auth');
    await signInAs('ada');
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(logoutMarkers()).toEqual(ALL_MARKERS);
  });

  it('§4 a successful registration clears the logged-out markers', async () => {
    stubGateway(null, (url) => (url === '/api/register' ? Response.json({ user: {} }, { status: 201 }) : undefined));
    setLogoutMarkers();
    renderRoute('/auth?tab=register');
    await registerForm();
    expect(logoutMarkers()).toEqual(ALL_MARKERS);
    await registerAda();
    expect(await screen.findByText('Account created successfully')).toBeTruthy();
    expect(logoutMarkers()).toEqual(NO_MARKERS);
  });

  it('§4 a failed registration leaves the logged-out markers in place', async () => {
    stubGateway(null, (url) =>
      url === '/api/register'
        ? Response.json({ status: 409, detail: 'That username is taken', code: 'USER.USERNAME_TAKEN' }, { status: 409 })
        : undefined,
    );
    setLogoutMarkers();
    renderRoute('/auth?tab=register');
    await registerAda();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(logoutMarkers()).toEqual(ALL_MARKERS);
  });
});

describe('sign-in toasts (spec §8 error catalogue)', () => {
  it("§8 a successful sign-in shows the success toast 'Signed in successfully' with 'Welcome back!'", async () => {
    stubGateway(null, (url) => (url === '/api/login' ? session() : undefined));
    renderRoute('/auth');
    await signInAs('ada@example.com');
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      title: 'Signed in successfully',
      description: 'Welcome back!',
      type: 'success',
    });
  });

  it("§8 a sign-in that fails without a server answer shows the destructive toast 'Authentication failed' with 'Could not sign in'", async () => {
    stubGateway(null, (url) => {
      if (url === '/api/login') throw new Error('net::ERR_NETWORK_CHANGED');
      return undefined;
    });
    renderRoute('/auth');
    await signInAs('ada@example.com');
    expect(await screen.findByText('Could not sign in')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      title: 'Authentication failed',
      description: 'Could not sign in',
      type: 'error',
    });
    expect(screen.queryByText('Signed in successfully')).toBeNull();
  });

  it("§8 a sign-in refused for too many attempts shows the destructive toast 'Login failed'", async () => {
    stubGateway(null, (url) =>
      url === '/api/login'
        ? Response.json(
            { status: 429, code: 'AUTH.RATE_LIMITED', detail: 'Too many attempts' },
            { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '120' } },
          )
        : undefined,
    );
    renderRoute('/auth');
    await signInAs('ada@example.com');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Login failed', type: 'error' });
  });

  it("§8 a reset-password e-mail the server could not send shows the destructive toast 'Password reset failed'", async () => {
    stubGateway(null, (url) =>
      url === '/api/auth/forgot-password'
        ? Response.json(
            { status: 503, detail: 'Mail is not answering' },
            { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined,
    );
    renderRoute('/auth');
    const form = await signInForm();
    fireEvent.change(form.getByLabelText(/Email or username/), { target: { value: 'ada@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Password reset failed')).toBeTruthy();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Password reset failed', type: 'error' });
    expect(screen.queryByText('Password reset email sent')).toBeNull();
  });
});

describe('after login (spec §7 product calls)', () => {
  it('/api/shipments and /api/available-shipments are refreshed after login', async () => {
    const fetchMock = stubGateway(null, (url) => {
      if (url === '/api/login') return session();
      if (url.startsWith('/api/shipments?') || url.startsWith('/api/available-shipments?'))
        return Response.json(page([]));
      return undefined;
    });
    // The two lists as the My Shipments and Available Shipments screens keep them (under the
    // shipments root), held in the cache by an observer while the auth screen is open.
    function CachedLists() {
      useQuery({
        queryKey: [...queryRoots.shipments, 'mine', {}],
        queryFn: ({ signal }) => api.get('/api/shipments?page=1&pageSize=10', signal),
      });
      useQuery({
        queryKey: [...queryRoots.shipments, 'available', {}],
        queryFn: ({ signal }) => api.get('/api/available-shipments?page=1&pageSize=10', signal),
      });
      return null;
    }
    render(
      <AppProvider queryClient={createQueryClient()}>
        <CachedLists />
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/auth?return_to=%2Ffaq'] })} />
      </AppProvider>,
    );
    const fetches = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;
    await waitFor(() => expect([fetches('/api/shipments?'), fetches('/api/available-shipments?')]).toEqual([1, 1]));

    await signInAs('ada@example.com');
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    // Both are still fresh (stale after 60 s): only the login makes them go out again.
    await waitFor(() => expect([fetches('/api/shipments?'), fetches('/api/available-shipments?')]).toEqual([2, 2]));
  });
});
