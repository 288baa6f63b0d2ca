import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CAREERS_EMAIL } from '@/config/contact';

export function CareersPage() {
  return (
    <ContentPage
      title="Careers at Oneway"
      lead="We are a small, remote-first team building the most trusted way to send things across borders. Come help families and friends stay close for less."
      path="/careers"
    >
      <ContentSection
        title="How we work"
        items={[
          'Remote-first across the time zones of our routes: North America, the UK and West Africa.',
          'Small teams that own a problem end to end, from the customer conversation to production.',
          'Trust and safety come first in every decision: money, identity and people’s belongings are at stake.',
          'We write things down, review each other’s work kindly and ship in small steps.',
        ]}
      />
      <ContentSection
        title="Teams we hire for"
        items={[
          'Engineering: web, backend and payments.',
          'Trust & Safety: identity verification, fraud prevention and claims.',
          'Community Support: helping senders, travelers and relay partners every day.',
          'Operations & Partnerships: opening relay points and new routes.',
        ]}
      />
      <ContentSection
        title="Apply"
        paragraphs={[
          `Open positions are announced here and to our community. Don’t see the role you are looking for? Send a short note about what you would like to work on and your CV to ${CAREERS_EMAIL}. We read every application and reply to each one.`,
        ]}
      />
    </ContentPage>
  );
}
