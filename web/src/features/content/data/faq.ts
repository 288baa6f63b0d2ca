export type FaqGroup = { topic: string; entries: ReadonlyArray<{ q: string; a: string }> };

export const FAQ: readonly FaqGroup[] = [
  {
    topic: 'Getting started',
    entries: [
      {
        q: 'What is Oneway?',
        a: 'Oneway is a marketplace that connects people who need to send a package abroad with verified travelers who are already flying that route and have spare luggage space. Senders save money, travelers earn money on trips they are taking anyway.',
      },
      {
        q: 'Which countries do you cover?',
        a: 'Today Oneway connects major cities in the United States, Canada, the United Kingdom and Nigeria. If your country is not covered yet, use the Request a country form and we will tell you when it opens.',
      },
      {
        q: 'Do I need an account?',
        a: 'You can read everything on the site without one. To list a package, offer to carry one, message someone or pay, you need a free account with a verified email address.',
      },
    ],
  },
  {
    topic: 'Sending a package',
    entries: [
      {
        q: 'How much does it cost?',
        a: 'You set the price you are willing to pay when you list your package; travelers decide whether to take it. Senders typically pay up to 50% less than a traditional courier, and Oneway adds no hidden fees on top.',
      },
      {
        q: 'How fast will my package arrive?',
        a: "Your package travels with a person on a direct flight, so it usually arrives in days rather than the 3-14 business days couriers quote. The exact date depends on the traveler's itinerary, which you see before you accept them.",
      },
      {
        q: 'What can I send?',
        a: 'Most personal items: clothes, documents, books, gifts, small electronics. Anything illegal, dangerous or restricted by airlines or customs cannot be sent. Read the Shipping Guidelines for the full prohibited-items list.',
      },
      {
        q: 'How do I choose a traveler?',
        a: 'Travelers on your route send an interest in your shipment. You compare their profiles, verification status, ratings and reviews, chat with them, and accept the one you trust. Accepting one interest declines the others automatically.',
      },
    ],
  },
  {
    topic: 'Payments and protection',
    entries: [
      {
        q: 'When is my money paid to the traveler?',
        a: 'You pay by card when you accept a traveler. The money is held in escrow by Oneway, not by the traveler. It is released to the traveler only after the package is delivered and the recipient confirms the delivery code.',
      },
      {
        q: 'What if my package is lost or damaged?',
        a: 'Every shipment is insured. File a claim from the File a Claim page: the payment stays frozen in escrow while our team reviews the case, and we release, partly refund or fully refund it depending on the outcome.',
      },
      {
        q: 'Can I cancel?',
        a: 'Yes. Before a traveler picks up your package you can cancel and receive a full refund. If a traveler has already been matched, they are notified straight away.',
      },
    ],
  },
  {
    topic: 'Traveling with packages',
    entries: [
      {
        q: 'Who can become a traveler?',
        a: 'Anyone aged 18 or over with a valid passport or national ID who completes identity verification. Trips are reviewed before they are shown to senders.',
      },
      {
        q: 'Do I have to accept every package?',
        a: 'No. You only offer to carry the packages you want, you set limits on weight, value and types of items (fragile, electronics, liquids, food), and you can inspect every package at pickup and refuse it if it does not match its description.',
      },
      {
        q: 'How do I get paid?',
        a: 'When the recipient confirms delivery, the payment moves to your Oneway wallet as a pending balance. After a short holding period it becomes available and you can withdraw it to your bank account.',
      },
    ],
  },
  {
    topic: 'Relay points and tracking',
    entries: [
      {
        q: 'What is a relay point?',
        a: 'A partner location where a package can be dropped off or collected when sender, traveler and recipient cannot meet at the same time. Staff check packages in and release them only against photo ID and a 6-digit pickup code.',
      },
      {
        q: 'How do I track my package?',
        a: 'Every status change (picked up, in transit, arrived, delivered) appears in your shipment and in your notifications, and your traveler can message you along the way. Recipients can follow a shipment on the Track page with its tracking number.',
      },
    ],
  },
];
