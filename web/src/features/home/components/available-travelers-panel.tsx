import { Avatar, Button, Center, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { HOME_TRAVELERS_MAX } from '@/config/marketplace';
import { cityOf, shortMonthDay } from '@/lib/marketplace-format';
import { useAvailableTravelers } from '../api/get-available-travelers';
import { useTravelerSummary } from '../api/get-traveler-summary';
import type { HomeTrip } from '../api/types';
import { travelerInitials, travelerRating } from '../utils/traveler-card';
import { HomePanel, PanelEmpty } from './home-panel';

function TravelerCard({ trip }: { trip: HomeTrip }) {
  const summary = useTravelerSummary(trip.travelerId);
  const name = summary.data?.fullName || summary.data?.username || (summary.isPending ? 'Loading...' : 'Traveler');
  return (
    <HStack
      as="li"
      listStyleType="none"
      justify="space-between"
      flexWrap="wrap"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="traveler-card"
    >
      {/* On a phone the actions move below the traveler, so the name is not cut and the rating stays. */}
      <HStack gap="3" minW="0" flex="1 1 14rem">
        <Avatar.Root size="md" colorPalette="teal">
          <Avatar.Fallback>{travelerInitials(summary.data?.fullName ?? summary.data?.username ?? '')}</Avatar.Fallback>
          {summary.data?.profileImage && <Avatar.Image src={summary.data.profileImage} alt="" />}
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {name}{' '}
            <Text
              as="span"
              color="fg.muted"
              fontWeight="normal"
              fontSize="sm"
              whiteSpace="nowrap"
              aria-label={`rating ${travelerRating(summary.data?.rating)}`}
            >
              ★ {travelerRating(summary.data?.rating)}
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {cityOf(trip.fromLocation)} → {cityOf(trip.toLocation)} · {shortMonthDay(trip.departureDate)}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" flexShrink={0} ms="auto">
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/messages/${trip.travelerId}`}>Contact</RouterLink>
        </Button>
        <Link asChild fontSize="sm" color="teal.700">
          <RouterLink to={`/travelers/${trip.travelerId}`}>View Profile</RouterLink>
        </Link>
      </HStack>
    </HStack>
  );
}

/** Spec §2 Available Travelers: at most 6 trips; spinner while loading; empty state. */
export function AvailableTravelersPanel() {
  const travelers = useAvailableTravelers();
  return (
    <HomePanel title="Available Travelers" viewAllTo="/travelers">
      {travelers.isPending ? (
        <Center py="10" role="status" aria-label="Loading travelers">
          <Spinner color="teal.600" />
        </Center>
      ) : travelers.error ? (
        <QueryError title="We couldn't load travelers." error={travelers.error} />
      ) : travelers.data.length === 0 ? (
        <PanelEmpty title="No travelers available" text="Check back later for available travelers" />
      ) : (
        <Stack as="ul" gap="0" aria-label="Available travelers">
          {travelers.data.slice(0, HOME_TRAVELERS_MAX).map((trip) => (
            <TravelerCard key={trip.id} trip={trip} />
          ))}
        </Stack>
      )}
    </HomePanel>
  );
}
