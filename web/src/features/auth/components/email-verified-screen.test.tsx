import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway } from '@/testing/render-app';

describe('email verification (spec §2 /auth/email-verified)', () => {
  it('confirms the address with the token from the e-mailed link', async () => {
    const fetchMock = stubGateway(null, (url) =>
      url === '/api/auth/verify-email' ? Response.json({ userId: 'u', emailVerified: true }) : undefined,
    );
    renderRoute('/auth/email-verified?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify-email')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ token: 'tok-1' });
    expect(screen.getByRole('link', { name: 'Continue to Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('a link from an e-mail change mail says which address now signs in (issue 14)', async () => {
    stubGateway(null, (url) =>
      url === '/api/auth/verify-email'
        ? Response.json({ userId: 'u', emailVerified: true, changedTo: 'new@example.com' })
        : undefined,
    );
    renderRoute('/auth/email-verified?token=tok-2');
    expect(await screen.findByRole('heading', { name: 'Email changed' })).toBeTruthy();
    expect(screen.getByText(/You now sign in to Oneway with new@example\.com\./)).toBeTruthy();
  });

  it('explains an expired or used link', async () => {
    stubGateway(null, (url) =>
      url === '/api/auth/verify-email'
        ? Response.json(
            { status: 400, detail: 'This link is invalid or has expired.', code: 'AUTH.TOKEN_INVALID' },
            { status: 400 },
          )
        : undefined,
    );
    renderRoute('/auth/email-verified?token=bad');
    expect(await screen.findByRole('heading', { name: "We couldn't verify your email" })).toBeTruthy();
    expect(screen.getByText(/This link is invalid or has expired\./)).toBeTruthy();
  });

  it('a signup confirmation hash on /auth goes to /auth/email-verified after 1 s', async () => {
    stubGateway(null);
    const started = Date.now();
    const { router } = renderRoute('/auth#type=signup&access_token=abc');
    await screen.findByRole('tab', { name: 'Sign In' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-verified'), { timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
