/** The hero's sample tracking card (spec §3: tracking step {text, icon}); ships with the first chunk. */

export type TrackingStep = { text: string; icon: 'box' | 'user' | 'plane' | 'home' | 'check' };

/** Spec §4: the sample tracking card's five steps, in order. */
export const TRACKING_STEPS: readonly TrackingStep[] = [
  { text: 'Package received', icon: 'box' },
  { text: 'Connected with a traveler', icon: 'user' },
  { text: 'In transit with traveler', icon: 'plane' },
  { text: 'Arrived', icon: 'home' },
  { text: 'Delivered to recipient', icon: 'check' },
];
