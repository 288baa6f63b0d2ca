import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryErrorPage } from '@/components/ui/query-error-page';
import { calendarDate, statusText } from '@/lib/marketplace-format';
import { usePublicUser } from '../api/get-public-user';
import { ProfileBadges } from '@/components/achievements/profile-badges';
import { ReceivedReviews } from '@/components/reviews/received-reviews';
import { useTravelerProfile } from '../api/get-traveler-profile';
import { initialsOf, ratingText } from '../utils/traveler-format';

/** /travelers/:id: a traveler's public profile, rating, delivery stats and trip history (no contact details). */
export function TravelerProfilePage() {
  const { id = '' } = useParams();
  const profile = useTravelerProfile(id);
  const user = usePublicUser(id);
  if (profile.isPending || user.isPending) return <PageSpinner />;
  if (profile.error) {
    return (
      <QueryErrorPage
        title="We couldn't load this traveler."
        error={profile.error}
        backTo="/travelers"
        backText="Back to Travelers"
      />
    );
  }
  const name = user.data?.fullName || user.data?.username || 'Traveler';
  const stats: Array<[string, string]> = [
    ['Rating', `${ratingText(profile.data.rating)} (${profile.data.reviewCount})`],
    ['Completed trips', String(profile.data.completedTrips)],
    ['Delivered shipments', String(profile.data.deliveredShipments)],
    ['Cancelled matches', String(profile.data.cancelledMatches)],
  ];
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title={name}
        description="A traveler's trips, verification and reviews."
        path={`/travelers/${id}`}
        noIndex
      />
      <Stack gap="6">
        <HStack gap="4">
          <Avatar.Root size="2xl" colorPalette="teal" data-testid="traveler-avatar">
            <Avatar.Fallback>{initialsOf(user.data?.fullName, user.data?.username)}</Avatar.Fallback>
            {user.data?.profileImage && <Avatar.Image src={user.data.profileImage} alt="" />}
          </Avatar.Root>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {name}
            </Heading>
            <HStack>
              {user.data?.country && <Text color="fg.muted">{user.data.country}</Text>}
              <Badge colorPalette={user.data?.isVerified ? 'green' : 'gray'}>
                {user.data?.isVerified ? 'Verified' : 'Not verified'}
              </Badge>
            </HStack>
            <Button asChild size="sm" colorPalette="teal" alignSelf="start">
              <RouterLink to={`/messages/${id}`}>Contact</RouterLink>
            </Button>
          </Stack>
        </HStack>
        {user.data?.bio && <Text>{user.data.bio}</Text>}
        <ProfileBadges userId={id} />
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {stats.map(([label, value]) => (
            <Card.Root key={label} size="sm">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{label}</Stat.Label>
                  <Stat.ValueText>{value}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root as="section" aria-labelledby="trip-history">
          <Card.Body gap="3">
            <Heading as="h2" size="lg" id="trip-history">
              Trips
            </Heading>
            {profile.data.trips.length === 0 ? (
              <Text color="fg.muted">No trips yet.</Text>
            ) : (
              <Stack as="ul" gap="2">
                {profile.data.trips.map((trip) => (
                  <HStack as="li" key={trip.id} justify="space-between" listStyleType="none" flexWrap="wrap">
                    <Text>
                      {trip.fromLocation} → {trip.toLocation} · {calendarDate(trip.departureDate)}
                    </Text>
                    <Badge>{statusText(trip.status)}</Badge>
                  </HStack>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <ReceivedReviews userId={id} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
