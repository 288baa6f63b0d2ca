import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes';
import { NOT_SHIPPED_DEBUG_ROUTES, ROUTE_TABLE } from './route-table';

type Handle = { screen: string };

/** Resolves a URL path through the real router configuration to the screen it shows. */
function screenFor(path: string): { screen: string; guards: string[] } {
  const matches = matchRoutes(appRoutes, path);
  if (!matches) throw new Error(`no match for ${path}`);
  const leaf = matches[matches.length - 1]!;
  const guards = matches
    .map((m) => (m.route.element as { type?: { name?: string } } | undefined)?.type?.name)
    .filter((name): name is string => name === 'RequireAuth' || name === 'RequireStaff');
  return { screen: (leaf.route.handle as Handle).screen, guards };
}

const SPEC_PUBLIC = [
  '/',
  '/auth',
  '/register',
  '/login',
  '/auth/reset-password',
  '/auth/callback',
  '/auth/email-verified',
  '/relay-staff',
  '/faq',
  '/how-it-works',
  '/safety-tips',
  '/shipping-guidelines',
  '/privacy-policy',
  '/terms',
  '/about',
  '/contact',
  '/careers',
  '/press',
  '/deck',
  '/deliver',
  '/relay-points',
  '/track',
  '/matched',
  '/shipper-progress',
  '/traveler-pickup',
  '/create-shipment',
  '/show-interest',
  '/progress',
  '/claims',
  '/request-country',
];
const SPEC_PROTECTED = [
  '/shipments',
  '/shipments/1',
  '/trips',
  '/trip/1',
  '/my-interests',
  '/manage-interests',
  '/ship',
  '/ship-package',
  '/add-trip',
  '/list-trip',
  '/messages',
  '/messages/u1',
  '/messaging',
  '/messaging/conversations',
  '/messaging/conversations/u1',
  '/messaging/shipments',
  '/messaging/shipments/s1',
  '/travelers',
  '/travelers/t1',
  '/available-shipments',
  '/browse-shipments',
  '/profile',
  '/profile/achievements',
  '/achievements',
  '/settings',
  '/earnings',
  '/withdraw',
  '/payment-methods',
  '/payment',
  '/payment/s1',
  '/direct-payment/s1',
  '/payment-success',
  '/verification',
  '/notifications',
];
const SPEC_ADMIN = [
  '/admin',
  '/admin/users',
  '/admin/users/u1/history',
  '/admin/identity-verifications',
  '/admin/relay-points',
];

describe('route table (spec §2 screens and routes)', () => {
  it.each(SPEC_PUBLIC)('public route %s resolves to a screen without an auth guard', (path) => {
    const { screen, guards } = screenFor(path);
    expect(screen).not.toBe('not-found');
    expect(guards).toEqual([]);
  });

  it.each(SPEC_PROTECTED)('protected route %s requires a signed-in user', (path) => {
    const { screen, guards } = screenFor(path);
    expect(screen).not.toBe('not-found');
    expect(guards).toEqual(['RequireAuth']);
  });

  it.each(SPEC_ADMIN)('admin route %s requires admin, moderator or support', (path) => {
    const { screen, guards } = screenFor(path);
    expect(screen).not.toBe('not-found');
    expect(guards).toEqual(['RequireStaff']);
  });

  it.each([
    ['/ship', '/ship-package'],
    ['/add-trip', '/list-trip'],
    ['/available-shipments', '/browse-shipments'],
    ['/profile/achievements', '/achievements'],
    ['/trip/1', '/trips/1'],
    ['/auth', '/register'],
    ['/auth', '/login'],
    ['/auth', '/auth/reset-password'],
    ['/auth', '/auth/callback'],
    ['/messages/u1', '/messaging/conversations/u1'],
    ['/payment', '/payment/s1'],
  ])('alias %s and %s show the same screen', (a, b) => {
    expect(screenFor(a).screen).toBe(screenFor(b).screen);
  });

  it.each([...NOT_SHIPPED_DEBUG_ROUTES, '/no-such-page', '/admin/unknown/deep'])(
    'debug or unknown route %s falls to the 404 page',
    (path) => {
      expect(screenFor(path).screen).toBe('not-found');
    },
  );

  it('every row of the table has a unique path', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
