import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';

export function DeliverPage() {
  return (
    <ContentPage
      title="Become a Traveler"
      lead="Already flying between the US, Canada, the UK or Nigeria? Carry a few packages in your spare luggage space and earn money on a trip you are taking anyway."
      path="/deliver"
    >
      <ContentSection
        title="How it works for travelers"
        items={[
          'Create a free account and verify your identity with a passport or national ID.',
          'Add your trip: route, dates, airline and how much space you can offer.',
          'Set your limits: maximum weight and value, and whether you accept fragile items, electronics, liquids or food.',
          'Offer to carry the shipments that suit you. The sender accepts and pays into escrow.',
          'Meet the sender or collect at a relay point, inspect the package and confirm pickup with the 6-digit code.',
          'Deliver it. When the recipient confirms with their delivery code, you are paid.',
        ]}
      />
      <ContentSection
        title="Getting paid"
        paragraphs={[
          'The price is agreed before you travel. Once delivery is confirmed, the payment moves to your Oneway wallet as pending balance, becomes available after a short holding period, and you withdraw it to your bank account whenever you like.',
        ]}
      />
      <ContentSection
        title="What we ask of travelers"
        items={[
          'Be 18 or over with a valid travel document, and complete identity verification.',
          'Inspect every package and refuse anything on the prohibited-items list.',
          'Keep the sender updated and deliver on the dates you agreed.',
        ]}
      />
      <ContentSection
        title="You are always in control"
        paragraphs={[
          'You choose which packages to carry and can refuse any package at pickup that does not match its listing. If you change your plans, tell the sender straight away through Oneway messages.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/add-trip', label: 'Add your trip' },
          { to: '/safety-tips', label: 'Safety tips' },
          { to: '/shipping-guidelines', label: 'Shipping Guidelines' },
        ]}
      />
    </ContentPage>
  );
}
