import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';

export function SafetyTipsPage() {
  return (
    <ContentPage
      title="Safety tips"
      lead="Oneway verifies travelers, holds payments in escrow and insures every shipment. These habits keep you safe on top of that."
      path="/safety-tips"
    >
      <ContentSection
        title="Keep everything on Oneway"
        items={[
          'Pay only through Oneway. A request to pay by bank transfer, gift card or cash is a scam: report it.',
          'Keep your conversations in Oneway messages so our team can help if there is a dispute.',
          'Never share your password or a one-time code sent by e-mail.',
        ]}
      />
      <ContentSection
        title="For senders"
        items={[
          'Choose travelers with a verified identity and good reviews, and read their trip details before accepting.',
          'Describe contents and value honestly; your insurance depends on it.',
          'Pack so the traveler can inspect the contents and reseal the package.',
          'Give the delivery code to your recipient only, and ask them to share it only when the package is in their hands.',
        ]}
      />
      <ContentSection
        title="For travelers"
        items={[
          'Never carry a package you have not inspected. Open it with the sender present if anything feels wrong.',
          'Refuse anything on the prohibited-items list, anything undeclared, and anything you would not be comfortable explaining to customs.',
          'Do not accept cash, extra items or "gifts" to pass on outside the listing.',
          'Keep receipts and photos of the package at pickup and delivery.',
        ]}
      />
      <ContentSection
        title="Meeting in person"
        items={[
          'Meet in busy public places during the day: a café, a station, or a Oneway relay point.',
          'Tell a friend where you are going and when you expect to be back.',
          'Check the other person’s name against their Oneway profile before handing anything over.',
        ]}
      />
      <ContentSection
        title="If something goes wrong"
        paragraphs={[
          'Stop, do not hand over the package or any code, and contact our support team. If a package is lost, late or damaged, file a claim: the payment stays in escrow until the case is resolved. In an emergency, call the local emergency services first.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/contact', label: 'Contact support' },
          { to: '/claims', label: 'File a Claim' },
          { to: '/shipping-guidelines', label: 'Shipping Guidelines' },
        ]}
      />
    </ContentPage>
  );
}
