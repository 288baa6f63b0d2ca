import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { SUPPORT_EMAIL } from '@/config/contact';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What personal data Oneway collects, why we need it, who we share it with and the choices you have."
      path="/privacy-policy"
      updated="21 November 2026"
    >
      <ContentSection
        title="Data we collect"
        items={[
          'Account data: your full name, username, e-mail address, country, and optionally a phone number, profile photo and bio.',
          'Verification data: the identity document and selfie you submit for identity verification, processed by our verification provider.',
          'Marketplace data: shipments, trips, interests, messages, reviews, claims and support tickets you create.',
          'Payment data: payment amounts and status. Card numbers are entered directly with our card payment provider; Oneway never sees or stores them.',
          'Technical data: sign-in times, IP address and device information we need to keep your account secure.',
        ]}
      />
      <ContentSection
        title="Why we use it"
        items={[
          'To run the marketplace: match shipments with trips, let people message each other, process payments and payouts.',
          'To keep people safe: verify identities, prevent fraud, investigate claims and enforce our Terms.',
          'To meet legal obligations such as tax, anti-money-laundering and customs rules.',
          'To send you service e-mails (verification, password reset, shipment updates). We do not sell your data or use it for third-party advertising.',
        ]}
      />
      <ContentSection
        title="Who sees your data"
        items={[
          'Other members see your public profile (name, photo, country, ratings and reviews) and what you choose to share in messages. Receiver details are shared only with the matched traveler.',
          'Service providers who work for us under contract: card payments, identity verification, e-mail delivery and hosting.',
          'Authorities, when the law requires it or to protect someone’s safety.',
        ]}
      />
      <ContentSection
        title="Cookies and storage"
        paragraphs={[
          'We use one essential, secure cookie to keep you signed in. We do not use advertising or cross-site tracking cookies. Your browser keeps a few navigation preferences (for example the page to return to after signing in) in local storage.',
        ]}
      />
      <ContentSection
        title="How long we keep it"
        paragraphs={[
          'We keep account data while your account is open. Transaction, payment and verification records are kept for as long as financial and anti-fraud laws require, then deleted or anonymised.',
        ]}
      />
      <ContentSection
        title="Your rights"
        paragraphs={[
          `You can see and correct your profile at any time. You can ask for a copy of your data, its deletion, or object to a use of it by writing to ${SUPPORT_EMAIL}. You may also complain to your local data protection authority.`,
        ]}
      />
      <ContentSection
        title="Changes"
        paragraphs={[
          'When we change this policy we update the date above, and we tell you by e-mail before significant changes take effect.',
        ]}
      />
    </ContentPage>
  );
}
