import { Button, Card, Container, Heading, HStack, LinkBox, LinkOverlay, Stack, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { MARKETPLACE_PAGE_SIZE } from '@/config/marketplace';
import { calendarDate } from '@/lib/marketplace-format';
import { useMyTrips } from '../api/get-my-trips';
import { TripStatusBadge } from './trip-status-badge';

/** /trips: the trips I listed, with their verification status. */
export function MyTripsPage() {
  const [page, setPage] = useState(1);
  const query = useMyTrips({ page, pageSize: MARKETPLACE_PAGE_SIZE });
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="My Trips"
        description="The trips you have listed and the packages you carry on them."
        path="/trips"
        noIndex
      />
      <HStack justify="space-between" mb="6" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          My Trips
        </Heading>
        <Button asChild colorPalette="teal">
          <RouterLink to="/add-trip">Add Travel Plans</RouterLink>
        </Button>
      </HStack>
      {query.isPending ? (
        <PageSpinner label="Loading your trips..." />
      ) : query.error ? (
        <QueryError title="We couldn't load your trips." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard
          title="No trips yet"
          text="Add your travel plans and earn money by carrying packages on your trip."
        />
      ) : (
        <>
          <Stack as="ul" gap="3" aria-label="Trips">
            {query.data.items.map((trip) => (
              <LinkBox as="li" key={trip.id} listStyleType="none">
                <Card.Root size="sm" _hover={{ borderColor: 'teal.500' }}>
                  <Card.Body>
                    <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
                      <Stack gap="1">
                        <Heading as="h2" size="md">
                          <LinkOverlay asChild>
                            <RouterLink to={`/trips/${trip.id}`}>
                              {trip.fromLocation} → {trip.toLocation}
                            </RouterLink>
                          </LinkOverlay>
                        </Heading>
                        <Text fontSize="sm" color="fg.muted">
                          {calendarDate(trip.departureDate)} to {calendarDate(trip.arrivalDate)} ·{' '}
                          {trip.remainingSpaceKg} of {trip.availableSpaceKg} kg free
                        </Text>
                        {trip.status === 'rejected' && trip.adminNotes && (
                          <Text fontSize="sm" color="fg.error">
                            Not approved: {trip.adminNotes}
                          </Text>
                        )}
                      </Stack>
                      <VStack align="end">
                        <TripStatusBadge status={trip.status} />
                      </VStack>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            ))}
          </Stack>
          <Pager page={page} pageSize={MARKETPLACE_PAGE_SIZE} total={query.data.total} onPage={setPage} label="Trips" />
        </>
      )}
    </Container>
  );
}
