/**
 * The /progress walkthrough: a shipment from listing to delivery, one real lifecycle state per
 * step (ARCHITECTURE.md "Lifecycles"; libs/contracts SHIPMENT_STATUSES and the escrow's `held`),
 * with the texts the product itself shows at that state: the landing page's four steps and the
 * notifications messaging sends (services/messaging notification-rules.ts). The unit test
 * holds this file to both sources, so a step cannot be invented or drift.
 */

export type Side = 'sender' | 'traveler';

export type LifecycleStep = {
  /** The state the shipment (or its escrow) is in after this step. */
  state: { of: 'shipment' | 'escrow'; status: string };
  title: string;
  /** What each side does or sees at this step. */
  sender: string;
  traveler: string;
  /** The notification that announces the step, verbatim ({name}, {amount} are filled in by the product). */
  notifications: Array<{ to: Side; event: string; title: string; content: string }>;
  /** Which 6-digit code changes hands here, if any. */
  code: string | null;
};

export const LIFECYCLE_STEPS: readonly LifecycleStep[] = [
  {
    state: { of: 'shipment', status: 'pending' },
    title: 'List Package',
    sender: 'Describe what you are sending, where it goes and by when. Listing is free.',
    traveler:
      'Travelers with a verified trip on the route find the package in Available Shipments and offer to carry it.',
    notifications: [
      {
        to: 'sender',
        event: 'marketplace.shipment_interest.expressed',
        title: 'New interest in your shipment',
        content: '{name} wants to carry your package.',
      },
    ],
    code: null,
  },
  {
    state: { of: 'escrow', status: 'held' },
    title: 'Make Payment',
    sender: 'Pay securely by card. Your money is held in escrow, not paid out, until delivery.',
    traveler: 'The sender can accept an offer only once the payment is held, so the money for the delivery is there.',
    notifications: [
      {
        to: 'sender',
        event: 'payments.escrow.held',
        title: 'Payment held in escrow',
        content: '{amount} is held safely until your package is delivered.',
      },
    ],
    code: null,
  },
  {
    state: { of: 'shipment', status: 'matched' },
    title: 'Review Interest',
    sender: 'Accept one traveler’s offer: the others are declined. You get the delivery code to give to the receiver.',
    traveler: 'You get the pickup code. Arrange the handoff with the sender in Messages.',
    notifications: [
      {
        to: 'traveler',
        event: 'marketplace.shipment_interest.accepted',
        title: 'Your interest was accepted',
        content: 'The sender chose you to carry their package. Arrange the handoff in Messages.',
      },
    ],
    code: 'The pickup code is shown to the traveler; the delivery code to the sender.',
  },
  {
    state: { of: 'shipment', status: 'picked_up' },
    title: 'Package picked up',
    sender: 'Hand the package over and enter the traveler’s 6-digit pickup code to confirm it.',
    traveler: 'Show your 6-digit pickup code to the sender when you collect the package.',
    notifications: [
      {
        to: 'sender',
        event: 'marketplace.shipment.picked_up',
        title: 'Package picked up',
        content: '{name} has your package.',
      },
    ],
    code: 'Pickup code: the traveler shows it, the sender enters it.',
  },
  {
    state: { of: 'shipment', status: 'in_transit' },
    title: 'Package in transit',
    sender: 'Follow the package in the tracking timeline.',
    traveler: 'Mark the shipment in transit when you set off with the package.',
    notifications: [
      {
        to: 'sender',
        event: 'marketplace.shipment.departed',
        title: 'Package in transit',
        content: 'Your package is on its way.',
      },
    ],
    code: null,
  },
  {
    state: { of: 'shipment', status: 'arrived' },
    title: 'Package arrived',
    sender: 'The package is at its destination city.',
    traveler: 'Mark the package arrived when you reach the destination.',
    notifications: [
      {
        to: 'sender',
        event: 'marketplace.shipment.arrived',
        title: 'Package arrived',
        content: 'Your package arrived at its destination.',
      },
    ],
    code: null,
  },
  {
    state: { of: 'shipment', status: 'delivered' },
    title: 'Package delivered',
    sender: 'The receiver gives the traveler the delivery code you passed on.',
    traveler: 'Hand the package to the receiver and enter their 6-digit delivery code.',
    notifications: [
      {
        to: 'sender',
        event: 'marketplace.shipment.delivered',
        title: 'Package delivered',
        content: 'Your package was delivered to the receiver.',
      },
    ],
    code: 'Delivery code: the receiver gives it, the traveler enters it.',
  },
  {
    state: { of: 'shipment', status: 'completed' },
    title: 'Completed',
    sender: 'The payment held in escrow goes to your traveler.',
    traveler: 'The payment lands in your Earnings.',
    notifications: [
      {
        to: 'traveler',
        event: 'payments.escrow.released',
        title: 'Payment released to you',
        content: '{amount} for your delivery is in your earnings.',
      },
      {
        to: 'sender',
        event: 'payments.escrow.released',
        title: 'Payment released to your traveler',
        content: 'Your {amount} payment was released after delivery.',
      },
    ],
    code: null,
  },
];

/** The side exits of the lifecycle, said once after the walk. */
export const SIDE_EXITS = [
  'Before pickup the sender can cancel the shipment; a payment held in escrow is refunded in full.',
  'A claim freezes the payment in escrow until our team resolves it.',
] as const;
