export type IndexedPage = { path: string; title: string; description: string; keywords: string };

/** The public pages the site search (spec §2 structured data: /search?q={term}) looks through. */
export const SITE_INDEX: readonly IndexedPage[] = [
  {
    path: '/how-it-works',
    title: 'How It Works',
    description: 'From listing to delivery: senders, travelers, codes, escrow and relay points.',
    keywords: 'send ship list package traveler escrow pickup delivery code steps',
  },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to common questions about sending, traveling, payments and tracking.',
    keywords: 'questions cost price speed cancel refund account countries help',
  },
  {
    path: '/shipping-guidelines',
    title: 'Shipping Guidelines',
    description: 'What you can send, packing, customs and the prohibited-items list.',
    keywords: 'prohibited restricted items batteries liquids food weapons customs duty packing allowed',
  },
  {
    path: '/safety-tips',
    title: 'Safety Tips',
    description: 'Stay safe when sending, carrying and meeting in person.',
    keywords: 'scam fraud meet safe public report inspect',
  },
  {
    path: '/deliver',
    title: 'Become a Traveler',
    description: 'Earn money carrying packages on trips you already take.',
    keywords: 'traveler earn money trip carry payout wallet withdraw verify',
  },
  {
    path: '/relay-points',
    title: 'Relay Points',
    description: 'Drop off and collect packages at partner locations.',
    keywords: 'relay point drop off pick up collect storage 14 days partner',
  },
  {
    path: '/track',
    title: 'Track a package',
    description: 'Look up a shipment with its tracking number.',
    keywords: 'track tracking number status where is my package',
  },
  {
    path: '/claims',
    title: 'File a Claim',
    description: 'Report a lost, late or damaged package.',
    keywords: 'claim lost damaged late insurance refund dispute',
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Reach our support team by e-mail or phone.',
    keywords: 'support help email phone contact',
  },
  {
    path: '/request-country',
    title: 'Request a country',
    description: 'Ask us to open Oneway in your country.',
    keywords: 'country new route expand request',
  },
  {
    path: '/about',
    title: 'About Oneway',
    description: 'Why we started and what makes Oneway different.',
    keywords: 'about company mission story',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What data we collect and your rights.',
    keywords: 'privacy data cookies gdpr delete personal',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The rules for using Oneway.',
    keywords: 'terms conditions rules liability fees cancellation',
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Work with the Oneway team.',
    keywords: 'jobs careers hiring work',
  },
  {
    path: '/press',
    title: 'Press',
    description: 'Resources for journalists.',
    keywords: 'press media journalists brand',
  },
];

/** Pages whose text contains every word of the query, best title matches first. */
export function searchSite(query: string, index: readonly IndexedPage[] = SITE_INDEX): IndexedPage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return index
    .map((page) => {
      const title = page.title.toLowerCase();
      const text = `${title} ${page.description.toLowerCase()} ${page.keywords}`;
      if (!words.every((w) => text.includes(w))) return null;
      return { page, score: words.filter((w) => title.includes(w)).length };
    })
    .filter((hit): hit is { page: IndexedPage; score: number } => hit !== null)
    .sort((a, b) => b.score - a.score)
    .map((hit) => hit.page);
}
