import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/testing/render-app';
import { RequireAuth } from './require-auth';

describe('protected routes (spec §2 redirect behaviour)', () => {
  it("a protected route shows a spinner with 'Loading...' while auth loads", async () => {
    // The session check (the refresh cookie) has not answered yet.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const router = createMemoryRouter(
      [{ element: <RequireAuth />, children: [{ path: '/shipments', element: <h1>My Shipments</h1> }] }],
      { initialEntries: ['/shipments'] },
    );
    renderWithProviders(<RouterProvider router={router} />);

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Loading...')).toBeTruthy();
    expect(status.querySelector('.chakra-spinner')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'My Shipments' })).toBeNull();

    await act(async () =>
      answer(
        Response.json({
          accessToken: 'token-1',
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          user: testUser(),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'My Shipments' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
