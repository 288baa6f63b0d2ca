// Browser storage keys of spec section 3. The access token itself is never stored (see
// docs/decisions/web-token-storage.md); only navigation markers live here.
export const STORAGE_KEYS = {
  returnPath: 'return_path',
  loggedOut: 'logged_out',
  logoutTimestamp: 'logout_timestamp',
  redirectAttempts: 'redirect_attempts',
  loopDetected: 'loop_detected',
  /** Spec §3/§4: set while a page navigation is under way (web/src/lib/navigation-marker.ts). */
  navigationInProgress: 'navigation_in_progress',
  navigationTimestamp: 'navigation_timestamp',
  navigationTarget: 'navigation_target',
} as const;

export const SESSION_KEYS = {
  justLoggedOut: 'just_logged_out',
  justRedirectedFromLogout: 'just_redirected_from_logout',
} as const;

/**
 * The gateway's hint cookie, '1' while this browser holds a refresh cookie (no secret; set and
 * cleared with it: services/gateway/src/interface/http/identity/session-cookie.ts). Without it
 * the page neither restores a session nor waits for one (decision web-signed-in-hint-cookie).
 */
export const SIGNED_IN_COOKIE = 'oneway_signed_in';
