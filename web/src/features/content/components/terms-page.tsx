import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="The rules for using Oneway as a sender, traveler or recipient. Please read them before you list a package or a trip."
      path="/terms"
      updated="21 November 2026"
    >
      <ContentSection
        title="1. What Oneway is"
        paragraphs={[
          'Oneway is a marketplace. We connect senders with independent travelers, hold payments in escrow and provide tools for tracking, messaging and claims. Travelers are not our employees or agents; the carriage agreement is between sender and traveler.',
        ]}
      />
      <ContentSection
        title="2. Your account"
        items={[
          'You must be at least 18 and give accurate information about yourself.',
          'Keep your password secret. You are responsible for what happens under your account.',
          'Travelers must complete identity verification before carrying packages.',
          'We may suspend or close accounts that break these Terms or put others at risk.',
        ]}
      />
      <ContentSection
        title="3. Senders"
        items={[
          'Describe contents, weight and value truthfully and never include prohibited items (see the Shipping Guidelines).',
          'Let the traveler inspect the package at pickup.',
          'Pay any customs duty that applies to your package.',
        ]}
      />
      <ContentSection
        title="4. Travelers"
        items={[
          'Carry only packages you have inspected and that match their listing.',
          'Follow airline and customs rules and declare packages when required.',
          'Deliver on the agreed route and dates, or tell the sender promptly if your plans change.',
        ]}
      />
      <ContentSection
        title="5. Payments, escrow and fees"
        paragraphs={[
          'Senders pay by card when they accept a traveler. Oneway holds the payment in escrow and releases it to the traveler’s wallet once delivery is confirmed with the delivery code. Withdrawals are available after a holding period. Any platform fee is shown before you pay; payments must never be made outside Oneway.',
        ]}
      />
      <ContentSection
        title="6. Cancellations and refunds"
        items={[
          'A sender may cancel before pickup and receive a full refund of the escrowed payment.',
          'If a matched shipment is cancelled, the traveler is notified immediately.',
          'After pickup, cancellations are handled as claims.',
        ]}
      />
      <ContentSection
        title="7. Claims and insurance"
        paragraphs={[
          'Shipments are insured up to their declared value. A claim must be filed promptly after the expected delivery date. While a claim is open the payment stays frozen in escrow; our team decides whether to release it, or refund it in part or in full, based on the evidence from both sides.',
        ]}
      />
      <ContentSection
        title="8. Prohibited conduct"
        items={[
          'Sending or carrying illegal, dangerous or prohibited items.',
          'Asking for or making payments outside Oneway.',
          'Harassment, discrimination, fake reviews or impersonation.',
          'Trying to access other accounts or interfere with the service.',
        ]}
      />
      <ContentSection
        title="9. Liability"
        paragraphs={[
          'We work hard to keep Oneway safe and available, but we do not guarantee that a traveler will complete a trip. Our liability for a lost or damaged package is limited to the insurance cover and the escrowed amount of that shipment, except where the law does not allow such a limit.',
        ]}
      />
      <ContentSection
        title="10. Changes to these Terms"
        paragraphs={[
          'We may update these Terms. We will tell you by e-mail before material changes take effect; using Oneway afterwards means you accept them.',
        ]}
      />
    </ContentPage>
  );
}
