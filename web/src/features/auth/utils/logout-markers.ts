import { SESSION_KEYS, STORAGE_KEYS } from '@/config/storage-keys';

/** Spec §4: logout sets logged_out (local) and just_logged_out (session) markers. */
export function markLoggedOut(now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.loggedOut, 'true');
    localStorage.setItem(STORAGE_KEYS.logoutTimestamp, String(now));
    sessionStorage.setItem(SESSION_KEYS.justLoggedOut, String(now));
    sessionStorage.setItem(SESSION_KEYS.justRedirectedFromLogout, 'true');
  } catch {
    /* storage unavailable */
  }
}

/** Spec §4: a successful login or registration clears the logged-out markers. */
export function clearLogoutMarkers(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.loggedOut);
    localStorage.removeItem(STORAGE_KEYS.logoutTimestamp);
    sessionStorage.removeItem(SESSION_KEYS.justLoggedOut);
    sessionStorage.removeItem(SESSION_KEYS.justRedirectedFromLogout);
    sessionStorage.removeItem(STORAGE_KEYS.loopDetected);
  } catch {
    /* storage unavailable */
  }
}

/**
 * Spec §4: the logged-out markers "clear on the next visit". The tab that logged out keeps its
 * session-storage marker (`just_logged_out`) until it closes; a visit that starts without it
 * (a new tab, a new browser session) drops the local-storage markers an earlier visit left.
 */
export function forgetEarlierVisitLogout(): void {
  try {
    if (sessionStorage.getItem(SESSION_KEYS.justLoggedOut) !== null) return;
    localStorage.removeItem(STORAGE_KEYS.loggedOut);
    localStorage.removeItem(STORAGE_KEYS.logoutTimestamp);
  } catch {
    /* storage unavailable */
  }
}
