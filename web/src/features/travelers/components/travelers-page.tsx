import { Button, Card, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { FormField } from '@/components/ui/form-field';
import { AppPage } from '@/components/ui/app-page';
import { RouteFilterFields } from '@/components/ui/route-filter-fields';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { MARKETPLACE_PAGE_SIZE } from '@/config/marketplace';
import { calendarDate, cityOf } from '@/lib/marketplace-format';
import { useAppliedFilters } from '@/lib/use-applied-filters';
import { useTravelers } from '../api/get-travelers';
import { TravelerIdentity } from './traveler-identity';

type Filters = { fromLocation: string; toLocation: string; departFrom: string };
const EMPTY: Filters = { fromLocation: '', toLocation: '', departFrom: '' };

/** /travelers: other travelers' upcoming trips, filtered by route and date; each card says whether its traveler is verified. */
export function TravelersPage() {
  const { form, set, applied, page, setPage, apply } = useAppliedFilters(EMPTY);
  const query = useTravelers({
    fromLocation: applied.fromLocation || undefined,
    toLocation: applied.toLocation || undefined,
    departFrom: applied.departFrom || undefined,
    page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  });
  return (
    <AppPage
      title="Find Travelers"
      description="Browse travelers with upcoming trips on your route."
      path="/travelers"
      lead="Travelers with upcoming trips on your route. Each card shows whether the traveler's identity is verified."
      maxW="5xl"
      leadTestId="travelers-intro"
    >
      <Card.Root mb="6">
        <Card.Body>
          <form onSubmit={apply} aria-label="Filter travelers">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <RouteFilterFields form={form} set={set} />
              <FormField label="Departing from" required={false}>
                <Input
                  type="date"
                  name="departFrom"
                  value={form.departFrom}
                  onChange={(e) => set('departFrom', e.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" colorPalette="teal" mt="4">
              Search
            </Button>
          </form>
        </Card.Body>
      </Card.Root>
      {query.isPending ? (
        <PageSpinner label="Loading travelers..." />
      ) : query.error ? (
        <QueryError title="We couldn't load travelers." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard title="No travelers available" text="Check back later for available travelers" />
      ) : (
        <Stack gap="3">
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" aria-label="Travelers">
            {query.data.items.map((trip) => (
              <Card.Root as="li" key={trip.id} listStyleType="none" size="sm">
                <Card.Body gap="3">
                  <TravelerIdentity userId={trip.travelerId} />
                  <Text fontWeight="medium">
                    {cityOf(trip.fromLocation)} → {cityOf(trip.toLocation)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Departs {calendarDate(trip.departureDate)}, arrives {calendarDate(trip.arrivalDate)} ·{' '}
                    {trip.remainingSpaceKg} kg free
                  </Text>
                  <HStack gap="2">
                    <Button asChild size="sm" colorPalette="teal" data-testid="contact-traveler">
                      <RouterLink to={`/messages/${trip.travelerId}`}>Contact</RouterLink>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={`/travelers/${trip.travelerId}`}>View Profile</RouterLink>
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Pager
            page={page}
            pageSize={MARKETPLACE_PAGE_SIZE}
            total={query.data.total}
            onPage={setPage}
            label="Travelers"
          />
        </Stack>
      )}
    </AppPage>
  );
}
