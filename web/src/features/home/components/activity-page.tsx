import { Button, Card, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { useFullActivitySource } from '../api/get-recent-activity';
import { buildRecentActivity, NO_ACTIVITY_LIMITS } from '../utils/recent-activity';
import { ActivityRow } from './activity-row';
import { PanelEmpty } from './home-panel';

export const ACTIVITY_PAGE_SIZE = 10;

/**
 * /activity: the home's Recent Activity in full (spec §2, §9): every matched or moving shipment
 * and every conversation by recency, then the upcoming trips by departure, the same items
 * and labels as the panel, ten a page.
 */
export function ActivityPage() {
  const [page, setPage] = useState(1);
  const source = useFullActivitySource();
  const items = source.data
    ? buildRecentActivity(
        source.data.shipments,
        source.data.trips,
        new Date(),
        source.data.conversations,
        NO_ACTIVITY_LIMITS,
      )
    : [];
  const shown = items.slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Activity"
        description="Your matched shipments, latest messages and upcoming trips."
        path="/activity"
        noIndex
      />
      <HStack justify="space-between" mb="2" flexWrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Activity
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/notifications">Notifications</RouterLink>
        </Button>
      </HStack>
      <Text color="fg.muted" mb="6">
        Your matched shipments, latest messages and upcoming trips, most recent first.
      </Text>
      <Card.Root>
        <Card.Body>
          {source.isPending ? (
            <Center py="10" role="status" aria-label="Loading activity">
              <Spinner color="teal.600" />
            </Center>
          ) : source.error ? (
            <QueryError title="We couldn't load your activity." error={source.error} />
          ) : items.length === 0 ? (
            <PanelEmpty title="No activity yet" text="Your recent activity will appear here" />
          ) : (
            <Stack gap="2">
              <Stack as="ul" gap="0" aria-label="Activity">
                {shown.map((item) => (
                  <ActivityRow key={item.id} item={item} />
                ))}
              </Stack>
              <Pager page={page} pageSize={ACTIVITY_PAGE_SIZE} total={items.length} onPage={setPage} label="Activity" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
