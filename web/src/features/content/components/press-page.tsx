import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { PRESS_EMAIL } from '@/config/contact';

export function PressPage() {
  return (
    <ContentPage title="Press" lead="Resources for journalists and partners writing about Oneway." path="/press">
      <ContentSection
        title="About Oneway in one paragraph"
        paragraphs={[
          'Oneway is a peer-to-peer international shipping marketplace. Senders list packages and verified travelers carry them on trips they are already taking, for up to 50% less than traditional couriers. Payments are held in escrow until delivery, every shipment is insured, and partner relay points handle drop-off and pick-up. Oneway connects major cities in the United States, Canada, the United Kingdom and Nigeria.',
        ]}
      />
      <ContentSection
        title="Key facts"
        items={[
          'Tagline: Ship anywhere. For Less. Delivered by verified travelers.',
          'Coverage: United States, Canada, United Kingdom, Nigeria.',
          'Protection: identity-verified travelers, escrow payments, insurance on every shipment, pickup and delivery codes.',
        ]}
      />
      <ContentSection
        title="Media contact"
        paragraphs={[
          `For interviews, data requests and brand assets, write to ${PRESS_EMAIL}. Please write the name "Oneway" as one word with a capital O.`,
        ]}
      />
    </ContentPage>
  );
}
