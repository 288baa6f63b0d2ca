/**
 * The one roles matrix (decision ops-staff-roles): which staff role may do which staff
 * action. The gateway's route guard (`@RequireAction`) and every service's RPC check
 * (`requireStaffAction`) read this table, so the two can never disagree. A role missing from
 * an action's list gets 403 and sees nothing.
 *
 * A pure module with no imports: the web app imports it by path too (the Admin Dashboard link,
 * which admin pages to offer), so the browser and the server read the same table.
 */
const ADMIN = 'admin' as const;
const MODERATOR = 'moderator' as const;
const SUPPORT = 'support' as const;
const FINANCE = 'finance' as const;

export const STAFF_PERMISSIONS = {
  /** Open /admin and read its live figures. */
  'dashboard.read': [ADMIN, MODERATOR, SUPPORT, FINANCE],
  /** Find users, read one user and their history across services. */
  'users.read': [ADMIN, MODERATOR, SUPPORT],
  'users.history.read': [ADMIN, MODERATOR, SUPPORT],
  /** Replays every service's user-history projection from its event store. */
  'users.history.rebuild': [ADMIN],
  'users.role.change': [ADMIN],
  'users.ban': [ADMIN],
  /** The admin audit log. */
  'audit.read': [ADMIN],
  /** System settings: reading them is part of running the platform, changing them is admin. */
  'settings.read': [ADMIN, FINANCE],
  'settings.change': [ADMIN],
  'relay_points.manage': [ADMIN],
  'trips.read': [ADMIN, MODERATOR, SUPPORT],
  'trips.review': [ADMIN, MODERATOR],
  'identity_verifications.review': [ADMIN, MODERATOR],
  'reviews.moderate': [ADMIN, MODERATOR],
  'message_reports.read': [ADMIN, MODERATOR, SUPPORT],
  'country_requests.read': [ADMIN, MODERATOR, SUPPORT],
  'country_requests.decide': [ADMIN],
  /** Support tickets: the queue, assigning, replying and internal notes. */
  'tickets.work': [ADMIN, MODERATOR, SUPPORT],
  'claims.read': [ADMIN, MODERATOR, SUPPORT, FINANCE],
  /** Resolving a claim moves money: release, partial or full refund, insurance payout. */
  'claims.resolve': [ADMIN],
  /** Manual escrow operations outside a claim (freeze, unfreeze, refund, release). */
  'escrow.manage': [ADMIN],
  /** Finance desk: escrow by state, payout queue, trial balance, reconciliation, CSV export. */
  'finance.read': [ADMIN, FINANCE],
  'finance.payouts.retry': [ADMIN, FINANCE],
  'finance.reconcile': [ADMIN, FINANCE],
  /** Bull Board (job queues). */
  'queues.board': [ADMIN],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffRole = 'admin' | 'moderator' | 'support' | 'finance';
export type StaffAction = keyof typeof STAFF_PERMISSIONS;

export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[];

/** The roles allowed to do `action`. */
export function rolesFor(action: StaffAction): readonly StaffRole[] {
  return STAFF_PERMISSIONS[action];
}

export function can(role: string | null | undefined, action: StaffAction): boolean {
  return !!role && (STAFF_PERMISSIONS[action] as readonly string[]).includes(role);
}

/** Every action a role may do (the admin area offers only these pages and buttons). */
export function actionsOf(role: string | null | undefined): StaffAction[] {
  return STAFF_ACTIONS.filter((a) => can(role, a));
}
