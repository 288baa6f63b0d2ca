import { Badge, Box, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { useActiveRelayPoints } from '../api/get-active-relay-points';
import type { RelayPoint } from '../api/types';

const COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Nigeria'];

const mapLink = (p: RelayPoint) =>
  `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`;

/** The active relay points, grouped by country and city, with hours, address and map position. */
export function RelayPointsDirectory() {
  const [country, setCountry] = useState('');
  const { data, isPending, error } = useActiveRelayPoints(country ? { country } : {});
  const byPlace = new Map<string, RelayPoint[]>();
  for (const p of data?.items ?? []) {
    const key = `${p.city}, ${p.country}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), p]);
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="relay-directory">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="relay-directory">
          Find a relay point
        </Heading>
        <SelectField
          size="sm"
          maxW="56"
          aria-label="Country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          options={[{ value: '', label: 'All countries' }, ...COUNTRIES.map((c) => ({ value: c, label: c }))]}
        />
      </HStack>
      {isPending && <Skeleton h="32" />}
      {error && <QueryError title="Could not load relay points" error={error} />}
      {data && data.items.length === 0 && (
        <EmptyStateCard title="No relay points here yet" text="Relay points are opening in the cities we serve." />
      )}
      {[...byPlace.entries()].map(([place, points]) => (
        <Box key={place}>
          <Heading as="h3" size="md" mb="2">
            {place}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {points.map((p) => (
              <Box key={p.id} borderWidth="1px" rounded="lg" p="4" data-testid="relay-point-card">
                <Text fontWeight="semibold">{p.name}</Text>
                <Text fontSize="sm">
                  {p.address}
                  {p.zipCode ? `, ${p.zipCode}` : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.operatingHours}
                </Text>
                <HStack mt="2" gap="3" wrap="wrap">
                  <Badge variant="subtle">
                    {p.latitude.toFixed(4)}, {p.longitude.toFixed(4)}
                  </Badge>
                  <Link href={mapLink(p)} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="teal">
                    Open map
                  </Link>
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
