// Business constants of spec section 9 used by the web client. One place, named for the rule.

export const PASSWORD_MIN_LENGTH = 8;
export const STRENGTH_THRESHOLDS = { fair: 30, moderate: 50, strong: 80 } as const;

export const REGISTRATION_COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Nigeria'] as const;
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];

export const EMAIL_VERIFIED_REDIRECT_DELAY_MS = 1_000;
export const LOGIN_REDIRECT_DELAY_MS = 300;

export const AUTH_QUERY_TIMINGS = {
  staleTime: 30_000,
  refetchInterval: 5 * 60_000,
  retry: 2,
  retryDelay: 1_000,
} as const;

export const DEFAULT_QUERY_TIMINGS = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
} as const;

export const PROFILE_STALE_TIME_MS = 5 * 60_000;

/** Spec §4/§9: a navigation counts as in progress for at most 10 s. */
export const NAVIGATION_WINDOW_MS = 10_000;

export const REDIRECT_LOOP = { maxAttempts: 3, windowMs: 5_000 } as const;

export const TOKEN_REFRESH = { tickMs: 30_000, refreshWithinMs: 90_000 } as const;

export const TOAST = {
  max: 1,
  defaultDurationMs: 5_000,
  longDurationMs: 6_000,
  shortDurationMs: 3_000,
  maxWidthPx: 420,
  /** Spec §9: a toast dragged further than this towards the screen's edge is dismissed. */
  swipeThresholdPx: 50,
} as const;

export const NOTIFICATION_BADGE_CAP = 9;

export const LANDING_TRACKING_ROTATION_MS = 2_500;

/** Spec §2 mobile layout below 768 px: Chakra's `md` breakpoint (48em = 768 px). */
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SHADOW_SCROLL_PX = 10;

/** Spec §4/§9 live timings: typing lapses after 10 s, the socket reconnects 3 s after closing. */
export const REALTIME = { typingTimeoutMs: 10_000, reconnectDelayMs: 3_000, typingThrottleMs: 3_000 } as const;

/** Spec §9 notification dropdown: at most 5, from the past 7 days, newest first. */
export const NOTIFICATION_DROPDOWN = { max: 5, days: 7 } as const;

/** Spec §9 message preview: cut at 60 characters plus an ellipsis. */
export const MESSAGE_PREVIEW_LENGTH = 60;
/** The longest message a person may send (the server's limit, libs/contracts values). */
export { MESSAGE_MAX_LENGTH } from '@oneway/contracts/values';
