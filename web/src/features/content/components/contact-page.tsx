import { Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';
import { PRESS_EMAIL, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/contact';

export function ContactPage() {
  return (
    <ContentPage
      title="Contact us"
      lead="Questions about a shipment, a trip or your account? Open a support ticket: our support team answers every one."
      path="/contact"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Body gap="2">
            <Card.Title>Email support</Card.Title>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="teal.700" fontWeight="semibold">
              {SUPPORT_EMAIL}
            </Link>
            <Text color="fg.muted">We reply within one business day, usually much faster.</Text>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="2">
            <Card.Title>Phone</Card.Title>
            <Link href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} color="teal.700" fontWeight="semibold">
              {SUPPORT_PHONE}
            </Link>
            <Text color="fg.muted">Monday to Friday, 8:00 to 20:00 (UTC), for urgent shipment issues.</Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <ContentSection
        title="Help us help you faster"
        items={[
          'Write from the e-mail address of your Oneway account.',
          'Include the shipment’s tracking number or the trip route and date.',
          'For damage, attach photos of the package and its contents.',
          'Never send us your password or card number: we will never ask for them.',
        ]}
      />
      <ContentSection
        title="Other ways to reach us"
        items={[
          'Lost, late or damaged package: file a claim so the payment stays protected while we investigate.',
          `Press and partnerships: ${PRESS_EMAIL}.`,
          'Want Oneway in your country? Use the Request a country form.',
        ]}
      />
      <CtaLinks
        links={[
          { to: '/support', label: 'Open a support ticket' },
          { to: '/claims', label: 'File a Claim' },
          { to: '/faq', label: 'FAQ' },
          { to: '/request-country', label: 'Request a country' },
        ]}
      />
    </ContentPage>
  );
}
