import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubGateway } from '@/testing/render-app';
import { RootLayout } from './root-layout';

describe('root layout (spec §2 redirect behaviour)', () => {
  it('scroll resets to top on each location change', async () => {
    stubGateway(null);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/first', element: <h1>First page</h1> },
            { path: '/second', element: <h1>Second page</h1> },
          ],
        },
      ],
      { initialEntries: ['/first'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeTruthy();

    // The person scrolled down the first page; each new location starts at the top.
    scrollTo.mockClear();
    await act(() => router.navigate('/second'));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // A new query string on the same path is a location change too.
    scrollTo.mockClear();
    await act(() => router.navigate('/second?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
