export type NavLink = { to: string; label: string };

/** Spec §2 signed-in navigation. */
export const SIGNED_IN_NAV: readonly NavLink[] = [
  { to: '/travelers', label: 'Find Travelers' },
  { to: '/shipments', label: 'My Shipments' },
  { to: '/trips', label: 'My Trips' },
  { to: '/messages', label: 'Messages' },
  { to: '/my-interests', label: 'My Interests' },
  { to: '/manage-interests', label: 'Manage Interests' },
  { to: '/earnings', label: 'Earnings' },
];

/** Spec §2 mobile bottom bar (signed-in only). */
export const BOTTOM_BAR_LINKS: readonly (NavLink & { icon: 'home' | 'box' | 'plane' | 'chat' })[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/shipments', label: 'Shipments', icon: 'box' },
  { to: '/trips', label: 'Trips', icon: 'plane' },
  { to: '/messages', label: 'Messages', icon: 'chat' },
];

/** Spec §2 footer links, in the spec's order. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms' },
  { to: '/faq', label: 'FAQ' },
  { to: '/progress', label: 'Interactive' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/deliver', label: 'Become a Traveler' },
  { to: '/shipping-guidelines', label: 'Shipping Guidelines' },
  { to: '/relay-points', label: 'Relay Points' },
  { to: '/safety-tips', label: 'Safety Tips' },
  { to: '/claims', label: 'File a Claim' },
];

/** Spec §2: the bottom bar is hidden on the auth pages. */
export function isAuthPath(pathname: string): boolean {
  return ['/auth', '/login', '/register'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The floating /ship button stays off a message thread (/messages/:id), where it would cover the composer. */
export function showsShipButton(pathname: string): boolean {
  return !/^\/messages\/[^/]+\/?$/.test(pathname);
}
