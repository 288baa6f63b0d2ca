import type { ComponentType } from 'react';

/**
 * Every implemented screen's code-split loader. This table (one dynamic import and its
 * preload list per screen) is itself loaded with the first lazy route, not with the first
 * chunk (issue 11 item 5: a visitor's landing page needs none of it).
 */
export type Loader = () => Promise<{ Component: ComponentType }>;
const screen =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  async () => ({ Component: pick(await load()) });

/** Screens with an implementation, code-split per screen. */
export const LOADERS: Record<string, Loader> = {
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
  settings: screen(
    () => import('@/features/settings/components/settings-page'),
    (m) => m.SettingsPage,
  ),
  unsubscribe: screen(
    () => import('@/features/notifications/components/unsubscribe-page'),
    (m) => m.UnsubscribePage,
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
  verification: screen(
    () => import('@/features/verification/components/verification-page'),
    (m) => m.VerificationPage,
  ),
  'verification-hosted': screen(
    () => import('@/features/verification/components/hosted-verification-page'),
    (m) => m.HostedVerificationPage,
  ),
  'admin-identity-verifications': screen(
    () => import('@/features/verification/components/admin-identity-verifications-page'),
    (m) => m.AdminIdentityVerificationsPage,
  ),
  achievements: screen(
    () => import('@/features/achievements/components/achievements-page'),
    (m) => m.AchievementsPage,
  ),
  claims: screen(
    () => import('@/features/claims/components/claims-page'),
    (m) => m.ClaimsPage,
  ),
  claim: screen(
    () => import('@/features/claims/components/claim-page'),
    (m) => m.ClaimPage,
  ),
  'admin-claims': screen(
    () => import('@/features/claims/components/admin-claims-page'),
    (m) => m.AdminClaimsPage,
  ),
  'admin-claim': screen(
    () => import('@/features/claims/components/admin-claim-page'),
    (m) => m.AdminClaimPage,
  ),
  support: screen(
    () => import('@/features/support/components/support-page'),
    (m) => m.SupportPage,
  ),
  'support-ticket': screen(
    () => import('@/features/support/components/ticket-page'),
    (m) => m.TicketPage,
  ),
  'admin-support': screen(
    () => import('@/features/support/components/admin-support-page'),
    (m) => m.AdminSupportPage,
  ),
  'admin-support-ticket': screen(
    () => import('@/features/support/components/admin-ticket-page'),
    (m) => m.AdminTicketPage,
  ),
  'admin-reviews': screen(
    () => import('@/features/reviews/components/admin-reviews-page'),
    (m) => m.AdminReviewsPage,
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
    () => import('@/features/shipments/components/traveler-pickup-page'),
    (m) => m.TravelerPickupPage,
  ),
  deck: screen(
    () => import('@/features/landing/components/deck-page'),
    (m) => m.DeckPage,
  ),
  progress: screen(
    () => import('@/features/landing/components/walkthrough-page'),
    (m) => m.WalkthroughPage,
  ),
  activity: screen(
    () => import('@/features/home/components/activity-page'),
    (m) => m.ActivityPage,
  ),
  matches: screen(
    () => import('@/features/shipments/components/matches-page'),
    (m) => m.MatchesPage,
  ),
  'match-detail': screen(
    () => import('@/features/shipments/components/match-detail-page'),
    (m) => m.MatchDetailPage,
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
    () => import('@/features/admin/components/admin-dashboard-page'),
    (m) => m.AdminDashboardPage,
  ),
  'admin-trips': screen(
    () => import('@/features/trips/components/admin-trip-review-page'),
    (m) => m.AdminTripReviewPage,
  ),
  'admin-users': screen(
    () => import('@/features/admin/components/admin-users-page'),
    (m) => m.AdminUsersPage,
  ),
  'admin-user-history': screen(
    () => import('@/features/admin/components/admin-user-history-page'),
    (m) => m.AdminUserHistoryPage,
  ),
  'admin-audit-log': screen(
    () => import('@/features/admin/components/admin-audit-log-page'),
    (m) => m.AdminAuditLogPage,
  ),
  'admin-settings': screen(
    () => import('@/features/admin/components/admin-settings-page'),
    (m) => m.AdminSettingsPage,
  ),
  'admin-finance': screen(
    () => import('@/features/admin/components/admin-finance-page'),
    (m) => m.AdminFinancePage,
  ),
  'admin-country-requests': screen(
    () => import('@/features/admin/components/admin-country-requests-page'),
    (m) => m.AdminCountryRequestsPage,
  ),
};
