/** Landing sample content below the hero (spec §3: testimonial {quote, author, country, rating 5}). */
import { SUPPORTED_CITIES } from '@oneway/contracts/values';

export type Testimonial = { quote: string; author: string; country: string; rating: 5 };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I sent a box of school supplies from Chicago to my niece in Lagos for less than half of what the courier quoted, and it arrived in four days.',
    author: 'Adaeze O.',
    country: 'United States',
    rating: 5,
  },
  {
    quote:
      'I fly London to Toronto every month for work. Carrying a couple of verified packages now pays for my airport taxis.',
    author: 'James W.',
    country: 'United Kingdom',
    rating: 5,
  },
  {
    quote: 'The traveler messaged me at every step. Knowing a real person had my documents made all the difference.',
    author: 'Priya S.',
    country: 'Canada',
    rating: 5,
  },
  {
    quote:
      'Payment stayed in escrow until my mother confirmed the delivery code in Abuja. That is the kind of safety I need.',
    author: 'Tunde A.',
    country: 'Nigeria',
    rating: 5,
  },
];

export type ComparisonRow = { aspect: string; oneway: string; couriers: string };

/** Spec §2/§9 landing claims: up to 50% cheaper, 2x faster, no fees; couriers 3-14 business days. */
export const COMPARISON: readonly ComparisonRow[] = [
  {
    aspect: 'Cost',
    oneway: 'Up to 50% cheaper, no hidden fees',
    couriers: 'Full rates plus fuel and customs surcharges',
  },
  { aspect: 'Speed', oneway: '2x faster: it flies with your traveler', couriers: '3-14 business days' },
  { aspect: 'Tracking', oneway: 'Real-time tracking with human updates', couriers: 'Automated scans at depots' },
  {
    aspect: 'Customer service',
    oneway: 'Dedicated support from a real team',
    couriers: 'Call centres and ticket queues',
  },
];

export const HOW_STEPS = [
  { title: 'List Package', text: 'Describe what you are sending, where it goes and by when. Listing is free.' },
  { title: 'Make Payment', text: 'Pay securely by card. Your money is held in escrow, not paid out, until delivery.' },
  {
    title: 'Review Interest',
    text: 'Verified travelers on your route offer to carry it. Compare profiles and reviews, then choose one.',
  },
  {
    title: 'Track Package',
    text: 'Follow every hand-off in real time and chat with your traveler until it is delivered.',
  },
] as const;

export const SATISFACTION = [
  {
    title: 'Insurance Provided',
    text: 'Every shipment is insured, so a lost or damaged package is covered.',
    icon: 'shield',
  },
  {
    title: 'Vetted Travelers',
    text: 'Travelers verify their identity and pass a background check before carrying anything.',
    icon: 'user',
  },
  {
    title: 'Dedicated Support',
    text: 'A real support team follows your shipment and answers when you need help.',
    icon: 'support',
  },
] as const;

/** Spec §9 sample connections. */
export const CONNECTIONS = [
  { route: 'London to Lagos', volume: '250+ daily' },
  { route: 'Chicago to London', volume: '500+ daily' },
  { route: 'New York to Toronto', volume: '180+ daily' },
] as const;

/** The supported cities, as the marketplace accepts them (the contracts' SUPPORTED_CITIES). */
export const COVERAGE = Object.entries(SUPPORTED_CITIES).map(([country, cities]) => ({
  country,
  cities: cities.join(', '),
}));
