/**
 * The complete route table of spec section 2, as data: the router is built from it and the
 * route tests read it. Aliases are rows that share a screen.
 * Not shipped (docs/decisions/web-no-debug-routes.md): /debug-auth, /debug-show-interest,
 * /animations-test, /relay-staff-test, /backup-traveler-demo; they fall to the 404 page.
 */
export type Access = 'public' | 'protected' | 'staff';

export type RouteDef = { path: string; screen: string; access: Access; bare?: boolean };

const pub = (path: string, screen: string, bare = false): RouteDef => ({ path, screen, access: 'public', bare });
const prot = (path: string, screen: string): RouteDef => ({ path, screen, access: 'protected' });
const staff = (path: string, screen: string): RouteDef => ({ path, screen, access: 'staff' });

export const ROUTE_TABLE: readonly RouteDef[] = [
  pub('/', 'home'),
  pub('/auth', 'auth', true),
  pub('/register', 'auth', true),
  pub('/login', 'auth', true),
  pub('/auth/reset-password', 'auth', true),
  pub('/auth/callback', 'auth', true),
  pub('/auth/email-verified', 'email-verified', true),
  pub('/relay-staff', 'relay-staff'),
  pub('/faq', 'faq'),
  pub('/how-it-works', 'how-it-works'),
  pub('/safety-tips', 'safety-tips'),
  pub('/shipping-guidelines', 'shipping-guidelines'),
  pub('/privacy-policy', 'privacy-policy'),
  pub('/terms', 'terms'),
  pub('/about', 'about'),
  pub('/contact', 'contact'),
  pub('/careers', 'careers'),
  pub('/press', 'press'),
  pub('/deck', 'deck'),
  pub('/deliver', 'deliver'),
  pub('/relay-points', 'relay-points'),
  pub('/track', 'track'),
  pub('/matched', 'matched'),
  pub('/shipper-progress', 'shipper-progress'),
  pub('/traveler-pickup', 'traveler-pickup'),
  pub('/create-shipment', 'create-shipment'),
  pub('/show-interest', 'show-interest'),
  pub('/progress', 'progress'),
  pub('/claims', 'claims'),
  pub('/request-country', 'request-country'),
  pub('/search', 'search'),

  prot('/shipments', 'shipments'),
  prot('/shipments/:id', 'shipment-detail'),
  prot('/trips', 'trips'),
  prot('/trip/:id', 'trip-detail'),
  prot('/trips/:id', 'trip-detail'),
  prot('/my-interests', 'my-interests'),
  prot('/manage-interests', 'manage-interests'),
  prot('/ship', 'ship'),
  prot('/ship-package', 'ship'),
  prot('/add-trip', 'add-trip'),
  prot('/list-trip', 'add-trip'),
  prot('/messages', 'messages'),
  prot('/messages/:userId', 'conversation'),
  prot('/messaging', 'messaging'),
  prot('/messaging/conversations', 'messaging-conversations'),
  prot('/messaging/conversations/:recipientId', 'conversation'),
  prot('/messaging/shipments', 'messaging-shipments'),
  prot('/messaging/shipments/:shipmentId', 'shipment-thread'),
  prot('/travelers', 'travelers'),
  prot('/travelers/:id', 'traveler-profile'),
  prot('/available-shipments', 'available-shipments'),
  prot('/browse-shipments', 'available-shipments'),
  prot('/profile', 'profile'),
  prot('/profile/achievements', 'achievements'),
  prot('/achievements', 'achievements'),
  prot('/settings', 'settings'),
  prot('/earnings', 'earnings'),
  prot('/withdraw', 'withdraw'),
  prot('/payment-methods', 'payment-methods'),
  prot('/payment', 'payment'),
  prot('/payment/:shipmentId', 'payment'),
  prot('/direct-payment/:shipmentId', 'direct-payment'),
  prot('/payment-success', 'payment-success'),
  prot('/verification', 'verification'),
  prot('/notifications', 'notifications'),
  prot('/activity', 'notifications'),
  prot('/matches', 'matches'),
  prot('/matches/:id', 'match-detail'),

  staff('/admin', 'admin-dashboard'),
  staff('/admin/users', 'admin-users'),
  staff('/admin/users/:userId/history', 'admin-user-history'),
  staff('/admin/identity-verifications', 'admin-identity-verifications'),
  staff('/admin/relay-points', 'admin-relay-points'),
];

export const NOT_SHIPPED_DEBUG_ROUTES = [
  '/debug-auth',
  '/debug-show-interest',
  '/animations-test',
  '/relay-staff-test',
  '/backup-traveler-demo',
] as const;
