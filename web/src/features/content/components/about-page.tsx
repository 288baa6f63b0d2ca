import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';

export function AboutPage() {
  return (
    <ContentPage
      title="About Oneway"
      lead="Ship anywhere. For Less. Delivered by verified travelers. We turn the empty space in travelers’ suitcases into the fastest, friendliest way to send things to the people you care about."
      path="/about"
    >
      <ContentSection
        title="Why we started"
        paragraphs={[
          'Families and friends who live across continents send each other gifts, documents, medicine and everyday things all the time, and courier prices and delays make every one of those packages painful. Meanwhile thousands of people fly the same routes every day with room to spare.',
          'Oneway connects the two. Senders pay up to 50% less than a courier and their package flies with a person, not through a depot. Travelers earn money on trips they are already taking.',
        ]}
      />
      <ContentSection
        title="What makes Oneway different"
        items={[
          'Trust built in: travelers verify their identity and pass background checks, and every shipment is insured.',
          'Escrow payments: the traveler is paid only after the recipient confirms delivery.',
          'Human updates: real-time tracking plus a real person you can message along the way.',
          'Relay points: partner locations for drop-off and pick-up when schedules do not line up.',
        ]}
      />
      <ContentSection
        title="Where we are"
        paragraphs={[
          'We connect major cities in the United States, Canada, the United Kingdom and Nigeria, starting with the routes our community asks for most. Tell us where to go next with the Request a country form.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/how-it-works', label: 'How It Works' },
          { to: '/careers', label: 'Careers' },
          { to: '/press', label: 'Press' },
        ]}
      />
    </ContentPage>
  );
}
