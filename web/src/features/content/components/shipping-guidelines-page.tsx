import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { ContentPage } from '@/components/ui/content-page';
import { ContentSection } from '@/components/ui/content-section';
import { CtaLinks } from '@/components/ui/cta-links';
import { PROHIBITED_ITEMS, RESTRICTED_ITEMS } from '../data/prohibited-items';

export function ShippingGuidelinesPage() {
  return (
    <ContentPage
      title="Shipping guidelines"
      lead="What you can send, how to pack it and what travelers will refuse. Following these rules keeps travelers safe at the border and keeps your shipment insured."
      path="/shipping-guidelines"
    >
      <ContentSection
        title="Describe your package honestly"
        items={[
          'List every item, its value and its total weight (in kg) and size. Travelers carry packages in their own luggage and must be able to answer customs questions truthfully.',
          'Declare the real value: insurance covers up to the declared amount.',
          'Add the receiver’s full name, phone number and address so the traveler or relay point can reach them.',
        ]}
      />
      <ContentSection
        title="Packing"
        items={[
          'Use a sturdy box or bag that fits inside a suitcase; wrap fragile items individually.',
          'Leave the package open or easy to reseal: the traveler will inspect it in front of you before accepting it.',
          'Keep receipts for new items; customs officers may ask for them.',
        ]}
      />
      <ContentSection
        title="Customs and duties"
        paragraphs={[
          'Packages cross borders as part of the traveler’s luggage, so the destination country’s personal-import allowances and duty rules apply. Gifts and personal items are usually within allowances; commercial quantities are not allowed. Any duty charged at the border is the sender’s responsibility and should be agreed with the traveler before the trip.',
        ]}
      />
      <Box as="section" aria-labelledby="prohibited-title">
        <Heading as="h2" size="xl" mb="3" id="prohibited-title">
          Prohibited items
        </Heading>
        <Text mb="4">
          These items cannot be sent with Oneway under any circumstances. Travelers must refuse them and listings
          containing them are removed.
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="prohibited-items">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Prohibited</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">For example</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PROHIBITED_ITEMS.map((row) => (
                <Table.Row key={row.item}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {row.item}
                  </Table.Cell>
                  <Table.Cell>{row.examples}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <ContentSection
        title="Restricted items: only with the traveler’s agreement"
        paragraphs={[
          'Each trip lists the traveler’s limits. These items are accepted only when the traveler allows them:',
        ]}
        items={[...RESTRICTED_ITEMS]}
      />
      <CtaLinks
        links={[
          { to: '/safety-tips', label: 'Safety tips' },
          { to: '/faq', label: 'FAQ' },
        ]}
      />
    </ContentPage>
  );
}
