import type { HomeAction } from './action-card';

/** Spec §2 signed-in home: Quick Actions. */
export const QUICK_ACTIONS: readonly HomeAction[] = [
  { title: 'Ship a Package', description: 'Send items internationally at lower rates', to: '/ship', icon: 'box' },
  {
    title: 'Add Travel Plans',
    description: 'Earn money by carrying packages on your trip',
    to: '/add-trip',
    icon: 'plane',
  },
  {
    title: 'Available Shipments',
    description: 'Find packages you can deliver',
    to: '/available-shipments',
    icon: 'arrowRight',
  },
  { title: 'My Shipments', description: 'Track and manage your current shipments', to: '/shipments', icon: 'home' },
];

/** Spec §2 signed-in home: Shipment Interests. */
export const INTEREST_ACTIONS: readonly HomeAction[] = [
  { title: 'My Interests', description: "View interests you've shown in shipments", to: '/my-interests', icon: 'star' },
  {
    title: 'Manage Interests',
    description: 'Review and respond to traveler interests on your shipments',
    to: '/manage-interests',
    icon: 'check',
  },
  { title: 'Messages', description: 'Chat with travelers and shippers', to: '/messages', icon: 'chat' },
];
