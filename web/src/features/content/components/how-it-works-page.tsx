import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';

export function HowItWorksPage() {
  return (
    <ContentPage
      title="How It Works"
      lead="Oneway matches packages with verified travelers who are already flying the route. Here is what happens from listing to delivery."
      path="/how-it-works"
    >
      <ContentSection
        title="For senders"
        items={[
          'List Package: describe the item, its size, weight and value, where it starts and where it goes, and the dates that work for you. Listing is free.',
          'Review Interest: travelers flying your route offer to carry it. Compare their verification, ratings and reviews, and chat before you decide.',
          'Make Payment: accept the traveler you trust and pay by card. Your payment is held in escrow; the traveler is not paid yet.',
          'Track Package: hand the package over in person or at a relay point. Follow every step and message your traveler until the recipient confirms delivery with their code.',
        ]}
      />
      <ContentSection
        title="For travelers"
        items={[
          'Add your trip: route, dates, airline and how much space you can offer, with your limits on weight, value and item types.',
          'Verify your identity once. Verified travelers are shown first and trusted more.',
          'Offer to carry the packages that suit you and agree the handover with the sender.',
          'Inspect the package at pickup. Never carry anything you have not seen or that does not match its description.',
          'Deliver it and get paid: the payment moves to your wallet as soon as the recipient confirms delivery.',
        ]}
      />
      <ContentSection
        title="Codes that protect every handover"
        paragraphs={[
          'Each shipment has a 6-digit pickup code and a separate delivery code. The traveler or relay point asks for the pickup code before taking the package, and the recipient gives the delivery code only once the package is in their hands. Nobody should ever ask you for a code in advance.',
        ]}
      />
      <ContentSection
        title="Escrow, insurance and claims"
        paragraphs={[
          'Money never goes straight from sender to traveler. Oneway holds it until delivery, every shipment is insured, and if something goes wrong a claim freezes the payment until our team has resolved it.',
        ]}
      />
      <ContentSection
        title="Relay points"
        paragraphs={[
          'When sender, traveler and recipient cannot meet at the same time, a relay point holds the package. Staff check it in, keep it safe and release it only to the right person with photo ID and the pickup code.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/auth?tab=register', label: 'Create a free account' },
          { to: '/deliver', label: 'Become a Traveler' },
          { to: '/faq', label: 'Read the FAQ' },
        ]}
      />
    </ContentPage>
  );
}
