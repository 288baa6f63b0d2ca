/** Screens that later issues build: the title and one honest sentence about what they will do. */
export const COMING_SOON_SCREENS: Record<string, { title: string; summary: string }> = {
  claims: {
    title: 'File a claim',
    summary:
      'Report a lost, late or damaged package. A claim freezes the payment held in escrow until our team resolves it.',
  },
  shipments: { title: 'My Shipments', summary: 'Track and manage your current shipments.' },
  'shipment-detail': {
    title: 'Shipment details',
    summary: 'Status, traveler, tracking history and delivery codes of one shipment.',
  },
  trips: { title: 'My Trips', summary: 'The trips you have listed and the packages you carry on them.' },
  'trip-detail': { title: 'Trip details', summary: 'Route, dates, space left and the packages matched to this trip.' },
  'my-interests': { title: 'My Interests', summary: "View interests you've shown in shipments." },
  'manage-interests': {
    title: 'Manage Interests',
    summary: 'Review and respond to traveler interests on your shipments.',
  },
  ship: { title: 'Ship a Package', summary: 'Send items internationally at lower rates.' },
  'add-trip': { title: 'Add Travel Plans', summary: 'Earn money by carrying packages on your trip.' },
  travelers: { title: 'Find Travelers', summary: 'Browse travelers with upcoming trips on your route.' },
  'traveler-profile': { title: 'Traveler profile', summary: "A traveler's trips, verification and reviews." },
  'available-shipments': { title: 'Available Shipments', summary: 'Find packages you can deliver.' },
  achievements: { title: 'Achievements', summary: 'Badges you earn by shipping and delivering with Oneway.' },
  earnings: { title: 'Earnings', summary: 'Your wallet: earnings from deliveries, pending and available balance.' },
  withdraw: { title: 'Withdraw', summary: 'Move your available balance to your bank account.' },
  'payment-methods': { title: 'Payment methods', summary: 'The cards you pay for shipments with.' },
  payment: { title: 'Payment', summary: 'Pay for a shipment. Your money is held in escrow until delivery.' },
  'direct-payment': { title: 'Payment', summary: 'Pay for a shipment. Your money is held in escrow until delivery.' },
  'payment-success': {
    title: 'Payment received',
    summary: 'Your payment is held safely in escrow until your package is delivered.',
  },
  verification: {
    title: 'Identity verification',
    summary: 'Verify your identity to travel with packages and build trust with senders.',
  },
  'admin-identity-verifications': {
    title: 'Identity verifications',
    summary: 'Review identity verification sessions.',
  },
};
