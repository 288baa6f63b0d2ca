import { useEffect, useState } from 'react';
import { NAVIGATION_WINDOW_MS } from '@/config/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';

/**
 * Spec §3/§4 navigation-in-progress flag: set in local storage (with when and where to) as a
 * page navigation starts, cleared when it completes or fails, and stale 10 s after it was set
 * whatever happened, so a hung page load never leaves the 'Loading...' overlay up for good.
 */
const KEYS = [
  STORAGE_KEYS.navigationInProgress,
  STORAGE_KEYS.navigationTimestamp,
  STORAGE_KEYS.navigationTarget,
] as const;

export function markNavigationStart(target: string, now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.navigationInProgress, 'true');
    localStorage.setItem(STORAGE_KEYS.navigationTimestamp, String(now));
    localStorage.setItem(STORAGE_KEYS.navigationTarget, target);
  } catch {
    // Storage can be unavailable (private mode): the overlay still follows the router.
  }
}

export function clearNavigationMarker(): void {
  try {
    for (const key of KEYS) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** True while a navigation was marked less than 10 s ago and has not ended. */
export function isNavigationInProgress(now = Date.now()): boolean {
  try {
    if (localStorage.getItem(STORAGE_KEYS.navigationInProgress) !== 'true') return false;
    const at = Number(localStorage.getItem(STORAGE_KEYS.navigationTimestamp));
    return Number.isFinite(at) && now - at < NAVIGATION_WINDOW_MS;
  } catch {
    return false;
  }
}

/** A marker left by a page closed mid-navigation is cleared on the next visit once stale. */
export function forgetStaleNavigation(now = Date.now()): void {
  if (!isNavigationInProgress(now)) clearNavigationMarker();
}

/**
 * Keeps the marker in step with the router's navigation (`loading` while a screen's code or
 * data loads, `idle` once it rendered or failed) and answers whether it is still in progress:
 * false again 10 s after it started even if the router is still waiting.
 */
export function useNavigationInProgress(loading: boolean, target: string | undefined): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    // Ending a navigation clears the marker in the cleanup below. With no navigation under way
    // nothing is touched: another tab's fresh marker stays, a stale one went at start-up.
    if (!loading) return;
    setExpired(false);
    markNavigationStart(target ?? '');
    const timer = setTimeout(() => {
      clearNavigationMarker();
      setExpired(true);
    }, NAVIGATION_WINDOW_MS);
    // A failed page load can replace the whole layout (a route's error screen): the navigation
    // is over then too.
    return () => {
      clearTimeout(timer);
      clearNavigationMarker();
    };
  }, [loading, target]);
  return loading && !expired;
}
