import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';
import { RelayPointsDirectory } from './relay-points-directory';
import { StorageLimitsSection } from './storage-limits-section';

/** /relay-points (public): how relay points work and the active points by country and city. */
export function RelayPointsPage() {
  return (
    <ContentPage
      title="Relay points"
      lead="Partner locations where packages wait safely between people, so a sender, a traveler and a recipient do not all have to be free at the same moment."
      path="/relay-points"
    >
      <ContentSection
        title="Dropping off"
        items={[
          'Choose an origin relay point when you list your shipment.',
          'Bring the package before the traveler’s pickup date. Staff check it in, note its condition and give it a storage record.',
          'The traveler collects it with photo ID and the 6-digit pickup code.',
        ]}
      />
      <ContentSection
        title="Collecting"
        items={[
          'When a package arrives at the destination relay point, the recipient is told it is ready.',
          'Bring photo ID that matches the recipient’s name and the 6-digit pickup code. Staff check both before releasing the package.',
          'Nobody else can collect on your behalf without a code, so keep it private.',
        ]}
      />
      <StorageLimitsSection />
      <RelayPointsDirectory />
      <ContentSection
        title="Become a relay partner"
        paragraphs={[
          'Run a shop, pharmacy or office with secure storage and regular opening hours? Relay partners are paid per package handled. Contact us to join the network.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/contact', label: 'Contact us' },
          { to: '/how-it-works', label: 'How It Works' },
        ]}
      />
    </ContentPage>
  );
}
