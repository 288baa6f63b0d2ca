import { Accordion, Box, Heading } from '@chakra-ui/react';
import { ContentPage } from '@/components/ui/content-page';
import { CtaLinks } from '@/components/ui/cta-links';
import { FAQ } from '../data/faq';

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently asked questions"
      lead="Answers to what senders, travelers and recipients ask us most. Can't find yours? Our support team is happy to help."
      path="/faq"
    >
      {FAQ.map((group) => (
        <Box as="section" key={group.topic}>
          <Heading as="h2" size="xl" mb="3">
            {group.topic}
          </Heading>
          <Accordion.Root collapsible multiple variant="enclosed">
            {group.entries.map((entry) => (
              <Accordion.Item key={entry.q} value={entry.q}>
                <Accordion.ItemTrigger>
                  <Box as="span" flex="1" fontWeight="semibold" textAlign="start">
                    {entry.q}
                  </Box>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody lineHeight="tall">{entry.a}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
      ))}
      <CtaLinks
        links={[
          { to: '/contact', label: 'Contact support' },
          { to: '/how-it-works', label: 'How It Works' },
        ]}
      />
    </ContentPage>
  );
}
