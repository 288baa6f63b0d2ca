import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { AppPage } from '@/components/ui/app-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { calendarDate } from '@/lib/marketplace-format';
import { useMatches } from '../api/get-matches';
import type { MatchView } from '../api/match-types';
import { ShipmentStatusBadge } from './shipment-status-badge';

const PAGE_SIZE = 10;

function MatchCard({ match }: { match: MatchView }) {
  const s = match.shipment;
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="match-card">
      <Card.Body gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Link asChild fontWeight="semibold" color="teal.700">
            <RouterLink to={`/matches/${match.id}`}>
              {s.fromLocation} → {s.toLocation}
            </RouterLink>
          </Link>
          <HStack gap="2">
            <Badge variant="outline">{match.role === 'sender' ? 'You send' : 'You carry'}</Badge>
            <ShipmentStatusBadge status={s.status} />
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {s.trackingNumber} · {s.contents} · delivery by {calendarDate(s.latestDeliveryDate)}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            Next step:{' '}
          </Text>
          {match.nextStep}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /matches: my shipments with their accepted traveler, from either side, with status and the next step. */
export function MatchesPage() {
  const [page, setPage] = useState(1);
  const query = useMatches(page, PAGE_SIZE);
  return (
    <AppPage
      title="My Matches"
      description="Your shipments matched with a traveler, and the packages you carry."
      path="/matches"
      lead="Each shipment with its accepted traveler, whether you send it or carry it, and what happens next."
    >
      {query.isPending ? (
        <PageSpinner label="Loading your matches..." />
      ) : query.error ? (
        <QueryError title="We couldn't load your matches." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard
          title="No matches yet"
          text="When you accept a traveler for your shipment, or a sender accepts your offer, the match appears here."
        >
          <HStack justify="center" gap="3" mt="4" flexWrap="wrap">
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to="/manage-interests">Review offers on my shipments</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/available-shipments">Find packages to carry</RouterLink>
            </Button>
          </HStack>
        </EmptyStateCard>
      ) : (
        <Stack gap="3">
          <Stack as="ul" gap="3" aria-label="Matches">
            {query.data.items.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </Stack>
          <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Matches" />
        </Stack>
      )}
    </AppPage>
  );
}
