/**
 * Switches for client features whose API arrives with a later issue. Off by default so the
 * app never calls an endpoint the gateway does not serve yet (a 404 in the console);
 * the issue that ships the endpoint turns its switch on.
 */
export const FEATURES = {
  /** GET /api/notifications for the bell's unread badge (messaging issue). */
  notificationsApi: import.meta.env.VITE_FEATURE_NOTIFICATIONS === 'true',
} as const;
