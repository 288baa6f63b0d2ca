import { Card, Container, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useAchievements } from '@/components/achievements/api';
import { BadgeCard } from '@/components/achievements/badge-card';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

/** /profile/achievements and /achievements: my badges with progress bars, my points and stats. */
export function AchievementsPage() {
  const q = useAchievements();
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Achievements"
        description="Badges you earn by shipping and delivering."
        path="/achievements"
        noIndex
      />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Achievements
        </Heading>
        {q.isPending ? (
          <PageSpinner />
        ) : q.error ? (
          <QueryError title="We couldn't load your achievements." error={q.error} />
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {(
                [
                  ['Points', String(q.data.points)],
                  [
                    'Badges',
                    `${q.data.achievements.filter((a) => a.isCompleted).length} of ${q.data.achievements.length}`,
                  ],
                  ['Shipments sent', String(q.data.stats.totalShipmentsSent)],
                  ['Deliveries', String(q.data.stats.totalShipmentsDelivered)],
                  ['Countries delivered to', String(q.data.stats.totalCountriesDeliveredTo)],
                  ['Reviews received', String(q.data.stats.totalReviewsReceived)],
                  ['Average rating', q.data.stats.averageRating?.toFixed(1) ?? 'New'],
                  [
                    'Earnings',
                    Object.entries(q.data.stats.totalEarnings)
                      .map(([c, v]) => money(v, c))
                      .join(' · ') || '—',
                  ],
                ] as const
              ).map(([label, value]) => (
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
            {q.data.achievements.every((a) => a.progress === 0) && (
              <Text color="fg.muted">Send or deliver your first package to start earning badges.</Text>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none" aria-label="Badges">
              {q.data.achievements.map((a) => (
                <li key={a.badge.id}>
                  <BadgeCard achievement={a} />
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
