import { COMPARISON, CONNECTIONS, COVERAGE, HOW_STEPS, SATISFACTION } from '../content';

/** One slide of /deck: a title, a lead line and its points. Everything here is the landing page's own words. */
export type Slide = { id: string; title: string; lead: string; points: Array<{ label: string; text: string }> };

/** The /deck presentation: problem, how it works, trust and safety, coverage, the numbers the landing page claims. */
export const DECK_SLIDES: readonly Slide[] = [
  {
    id: 'oneway',
    title: 'Oneway',
    lead: 'Ship anywhere. For Less. Delivered by verified travelers.',
    points: [
      { label: 'Senders', text: 'post shipments and pay.' },
      { label: 'Travelers', text: 'post trips and earn money by carrying packages.' },
    ],
  },
  {
    id: 'problem',
    title: 'The problem',
    lead: 'Sending a package abroad with a courier is slow, expensive and impersonal.',
    points: COMPARISON.map((row) => ({ label: row.aspect, text: row.couriers })),
  },
  {
    id: 'how',
    title: 'How it works',
    lead: 'Four steps to send anything, anywhere.',
    points: HOW_STEPS.map((s) => ({ label: s.title, text: s.text })),
  },
  {
    id: 'trust',
    title: 'Trust and safety',
    lead: 'Escrow payments, vetted travelers and a 6-digit code at every handoff.',
    points: [
      ...SATISFACTION.map((s) => ({ label: s.title, text: s.text })),
      {
        label: 'Escrow',
        text: 'Pay securely by card. Your money is held in escrow, not paid out, until delivery.',
      },
    ],
  },
  {
    id: 'coverage',
    title: 'Coverage',
    lead: 'Routes between major cities in the US, Canada, the UK and Nigeria.',
    points: COVERAGE.map((c) => ({ label: c.country, text: c.cities })),
  },
  {
    id: 'numbers',
    title: 'The numbers',
    lead: 'What Oneway promises against a courier.',
    points: [
      ...COMPARISON.map((row) => ({ label: row.aspect, text: row.oneway })),
      ...CONNECTIONS.map((c) => ({ label: c.route, text: c.volume })),
    ],
  },
];
