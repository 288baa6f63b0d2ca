import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { renderRoute, stubGateway } from '@/testing/render-app';
import { forgetStaleNavigation, isNavigationInProgress, markNavigationStart } from './navigation-marker';

const stored = () => ({
  inProgress: localStorage.getItem('navigation_in_progress'),
  timestamp: localStorage.getItem('navigation_timestamp'),
  target: localStorage.getItem('navigation_target'),
});

/** A home page linking to a screen whose code never arrives, one that arrives, and one that fails. */
function routes(slowScreen: Promise<never>, arriving: Promise<{ element: ReactElement }>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <p>Could not open the page</p>,
      children: [
        { path: '/', element: <p>Start page</p> },
        { path: '/slow', lazy: () => slowScreen },
        { path: '/arrives', lazy: () => arriving },
        { path: '/broken', lazy: () => Promise.reject(new Error('chunk failed')) },
      ],
    },
  ];
}

describe('navigation-in-progress flag (spec §3/§4: set when a request starts, cleared on completion, error, or after 10 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is set with its timestamp and target while a page loads, and cleared once it completes', async () => {
    stubGateway(null);
    let arrive!: (v: { element: ReactElement }) => void;
    const arriving = new Promise<{ element: ReactElement }>((r) => (arrive = r));
    const { router } = renderRoute('/', routes(new Promise<never>(() => {}), arriving));
    expect(await screen.findByText('Start page')).toBeTruthy();
    const before = Date.now();
    act(() => void router.navigate('/arrives?tab=2'));
    await waitFor(() => expect(stored().inProgress).toBe('true'));
    expect(stored().target).toBe('/arrives?tab=2');
    expect(Number(stored().timestamp)).toBeGreaterThanOrEqual(before);
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Loading...');
    expect(isNavigationInProgress()).toBe(true);
    await act(async () => arrive({ element: <p>Arrived screen</p> }));
    expect(await screen.findByText('Arrived screen')).toBeTruthy();
    expect(stored()).toEqual({ inProgress: null, timestamp: null, target: null });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('is cleared when the page fails to load', async () => {
    stubGateway(null);
    const { router } = renderRoute('/', routes(new Promise<never>(() => {}), new Promise(() => {})));
    expect(await screen.findByText('Start page')).toBeTruthy();
    act(() => void router.navigate('/broken'));
    expect(await screen.findByText('Could not open the page')).toBeTruthy();
    // The error screen replaced the layout; its effect's cleanup (which clears the marker) runs
    // once React flushes passive effects, which can come just after the error text is shown.
    await waitFor(() => expect(stored().inProgress).toBeNull());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('lapses 10 s after it was set while the page still has not loaded: the overlay goes at 10,000 ms, not at 9,999', async () => {
    stubGateway(null);
    const { router } = renderRoute('/', routes(new Promise<never>(() => {}), new Promise(() => {})));
    expect(await screen.findByText('Start page')).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void router.navigate('/slow'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(stored().inProgress).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(stored().inProgress).toBeNull();
  });

  it('counts a stored flag as in progress for 10 s only, and a stale one is forgotten on the next visit', () => {
    markNavigationStart('/trips', 1_000_000);
    expect(isNavigationInProgress(1_009_999)).toBe(true);
    expect(isNavigationInProgress(1_010_000)).toBe(false);
    forgetStaleNavigation(1_005_000);
    expect(stored().inProgress).toBe('true');
    forgetStaleNavigation(1_010_000);
    expect(stored()).toEqual({ inProgress: null, timestamp: null, target: null });
  });
});
