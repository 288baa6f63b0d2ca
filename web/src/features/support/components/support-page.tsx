import { Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SectionCard } from '@/components/ui/section-card';
import { dateTime } from '@/lib/marketplace-format';
import { TICKET_CATEGORIES, useMyTickets } from '../api/support-tickets';
import { OpenTicketForm } from './open-ticket-form';
import { TicketStatusBadge } from './ticket-status-badge';

/** /support: my tickets and a form to open one (also reached from a shipment with ?shipmentId=). */
export function SupportPage() {
  const [params] = useSearchParams();
  const tickets = useMyTickets();
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Support" description="Your support tickets." path="/support" noIndex />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Support
        </Heading>
        <SectionCard idPrefix="support" title="Open a ticket">
          <OpenTicketForm shipmentId={params.get('shipmentId')} />
        </SectionCard>
        <SectionCard idPrefix="support" title="Your tickets">
          {tickets.isPending ? (
            <PageSpinner />
          ) : tickets.error ? (
            <QueryError title="We couldn't load your tickets." error={tickets.error} />
          ) : tickets.data.items.length === 0 ? (
            <Text color="fg.muted">You have no tickets yet.</Text>
          ) : (
            <Stack gap="3" as="ul" listStyleType="none">
              {tickets.data.items.map((t) => (
                <Card.Root as="li" key={t.id} size="sm">
                  <Card.Body>
                    <HStack justify="space-between" flexWrap="wrap">
                      <Link asChild color="teal.700" fontWeight="semibold">
                        <RouterLink to={`/support/${t.id}`}>{t.subject}</RouterLink>
                      </Link>
                      <TicketStatusBadge status={t.status} />
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {TICKET_CATEGORIES[t.category]} · updated {dateTime(t.updatedAt)}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
