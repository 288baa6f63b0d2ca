import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { RootLayout } from '../layout/root-layout';
import { ROUTE_TABLE, type Access, type RouteDef } from './route-table';
import { HomeOrLanding } from './screens/home-or-landing';
import { NotFoundPage } from './screens/not-found-page';
import { RouteErrorPage } from './screens/route-error-page';

type Loader = () => Promise<{ Component: ComponentType }>;
const screen =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  async () => ({ Component: pick(await load()) });

/** Screens with an implementation, code-split per screen. */
const LOADERS: Record<string, Loader> = {
  messages: screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  conversation: screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  messaging: screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  'messaging-conversations': screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  'messaging-shipments': screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  'shipment-thread': screen(
    () => import('@/features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  notifications: screen(
    () => import('@/features/notifications/components/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  auth: screen(
    () => import('@/features/auth/components/auth-screen'),
    (m) => m.AuthScreen,
  ),
  'email-verified': screen(
    () => import('@/features/auth/components/email-verified-screen'),
    (m) => m.EmailVerifiedScreen,
  ),
  faq: screen(
    () => import('@/features/content/components/faq-page'),
    (m) => m.FaqPage,
  ),
  'how-it-works': screen(
    () => import('@/features/content/components/how-it-works-page'),
    (m) => m.HowItWorksPage,
  ),
  'safety-tips': screen(
    () => import('@/features/content/components/safety-tips-page'),
    (m) => m.SafetyTipsPage,
  ),
  'shipping-guidelines': screen(
    () => import('@/features/content/components/shipping-guidelines-page'),
    (m) => m.ShippingGuidelinesPage,
  ),
  'privacy-policy': screen(
    () => import('@/features/content/components/privacy-policy-page'),
    (m) => m.PrivacyPolicyPage,
  ),
  terms: screen(
    () => import('@/features/content/components/terms-page'),
    (m) => m.TermsPage,
  ),
  about: screen(
    () => import('@/features/content/components/about-page'),
    (m) => m.AboutPage,
  ),
  contact: screen(
    () => import('@/features/content/components/contact-page'),
    (m) => m.ContactPage,
  ),
  careers: screen(
    () => import('@/features/content/components/careers-page'),
    (m) => m.CareersPage,
  ),
  press: screen(
    () => import('@/features/content/components/press-page'),
    (m) => m.PressPage,
  ),
  deliver: screen(
    () => import('@/features/content/components/deliver-page'),
    (m) => m.DeliverPage,
  ),
  'relay-staff': screen(
    () => import('@/features/relay/components/relay-staff-page'),
    (m) => m.RelayStaffPage,
  ),
  'admin-relay-points': screen(
    () => import('@/features/relay/components/admin-relay-points-page'),
    (m) => m.AdminRelayPointsPage,
  ),
  'relay-points': screen(
    () => import('@/features/relay/components/relay-points-page'),
    (m) => m.RelayPointsPage,
  ),
  track: screen(
    () => import('@/features/tracking/components/track-page'),
    (m) => m.TrackPage,
  ),
  'request-country': screen(
    () => import('@/features/country-requests/components/request-country-page'),
    (m) => m.RequestCountryPage,
  ),
  search: screen(
    () => import('@/features/search/components/search-page'),
    (m) => m.SearchPage,
  ),
  profile: screen(
    () => import('@/features/profile/components/profile-page'),
    (m) => m.ProfilePage,
  ),
  ship: screen(
    () => import('@/features/shipments/components/ship-package-page'),
    (m) => m.ShipPackagePage,
  ),
  'create-shipment': screen(
    () => import('@/features/shipments/components/ship-package-page'),
    (m) => m.ShipPackagePage,
  ),
  shipments: screen(
    () => import('@/features/shipments/components/my-shipments-page'),
    (m) => m.MyShipmentsPage,
  ),
  'shipment-detail': screen(
    () => import('@/features/shipments/components/shipment-detail-page'),
    (m) => m.ShipmentDetailPage,
  ),
  matched: screen(
    () => import('@/features/shipments/components/shipment-progress-page'),
    (m) => m.MatchedPage,
  ),
  'shipper-progress': screen(
    () => import('@/features/shipments/components/shipment-progress-page'),
    (m) => m.ShipperProgressPage,
  ),
  'traveler-pickup': screen(
    () => import('@/features/shipments/components/shipment-progress-page'),
    (m) => m.TravelerPickupPage,
  ),
  'add-trip': screen(
    () => import('@/features/trips/components/add-trip-page'),
    (m) => m.AddTripPage,
  ),
  trips: screen(
    () => import('@/features/trips/components/my-trips-page'),
    (m) => m.MyTripsPage,
  ),
  'trip-detail': screen(
    () => import('@/features/trips/components/trip-detail-page'),
    (m) => m.TripDetailPage,
  ),
  'my-interests': screen(
    () => import('@/features/interests/components/my-interests-page'),
    (m) => m.MyInterestsPage,
  ),
  'manage-interests': screen(
    () => import('@/features/interests/components/manage-interests-page'),
    (m) => m.ManageInterestsPage,
  ),
  'available-shipments': screen(
    () => import('@/features/matching/components/available-shipments-page'),
    (m) => m.AvailableShipmentsPage,
  ),
  'show-interest': screen(
    () => import('@/features/matching/components/show-interest-page'),
    (m) => m.ShowInterestPage,
  ),
  travelers: screen(
    () => import('@/features/travelers/components/travelers-page'),
    (m) => m.TravelersPage,
  ),
  'traveler-profile': screen(
    () => import('@/features/travelers/components/traveler-profile-page'),
    (m) => m.TravelerProfilePage,
  ),
  payment: screen(
    () => import('@/features/payments/components/payment-page'),
    (m) => m.PaymentPage,
  ),
  'direct-payment': screen(
    () => import('@/features/payments/components/direct-payment-page'),
    (m) => m.DirectPaymentPage,
  ),
  'payment-success': screen(
    () => import('@/features/payments/components/payment-success-page'),
    (m) => m.PaymentSuccessPage,
  ),
  'payment-methods': screen(
    () => import('@/features/payment-methods/components/payment-methods-page'),
    (m) => m.PaymentMethodsPage,
  ),
  earnings: screen(
    () => import('@/features/wallet/components/earnings-page'),
    (m) => m.EarningsPage,
  ),
  withdraw: screen(
    () => import('@/features/wallet/components/withdraw-page'),
    (m) => m.WithdrawPage,
  ),
  'admin-dashboard': screen(
    () => import('@/features/trips/components/admin-trip-review-page'),
    (m) => m.AdminTripReviewPage,
  ),
};

/** '/' is the most common entry point, so its screen ships in the main bundle. */
const EAGER: Record<string, ComponentType> = { home: HomeOrLanding };

function toRoute(def: RouteDef): RouteObject {
  const handle = { screen: def.screen, bare: def.bare ?? false };
  const Eager = EAGER[def.screen];
  if (Eager) return { path: def.path, handle, element: <Eager /> };
  const load = LOADERS[def.screen];
  if (load) return { path: def.path, handle, lazy: load };
  // Screens not built yet: their texts and component load with the route, not the first chunk.
  return {
    path: def.path,
    handle,
    lazy: async () => {
      const [{ COMING_SOON_SCREENS }, { ComingSoon }] = await Promise.all([
        import('./coming-soon-screens'),
        import('@/components/ui/coming-soon'),
      ]);
      const info = COMING_SOON_SCREENS[def.screen] ?? { title: 'Coming soon', summary: 'This screen is on its way.' };
      return { Component: () => <ComingSoon title={info.title} summary={info.summary} /> };
    },
  };
}

const byAccess = (access: Access) => ROUTE_TABLE.filter((r) => r.access === access).map(toRoute);

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      ...byAccess('public'),
      { element: <RequireAuth />, children: byAccess('protected') },
      { element: <RequireStaff />, children: byAccess('staff') },
      { path: '*', element: <NotFoundPage />, handle: { screen: 'not-found', bare: false } },
    ],
  },
];
