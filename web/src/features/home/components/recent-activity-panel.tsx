import { Center, Spinner, Stack } from '@chakra-ui/react';
import { QueryError } from '@/components/ui/query-error';
import { useRecentActivitySource } from '../api/get-recent-activity';
import { buildRecentActivity } from '../utils/recent-activity';
import { ActivityRow } from './activity-row';
import { HomePanel, PanelEmpty } from './home-panel';

/** Spec §2 Recent Activity: matched shipments and the upcoming trip; 'View all' goes to /notifications. */
export function RecentActivityPanel() {
  const source = useRecentActivitySource();
  const items = source.data
    ? buildRecentActivity(source.data.shipments, source.data.trips, new Date(), source.data.conversations)
    : [];
  return (
    <HomePanel title="Recent Activity" viewAllTo="/notifications">
      {source.isPending ? (
        <Center py="10" role="status" aria-label="Loading activity">
          <Spinner color="teal.600" />
        </Center>
      ) : source.error ? (
        <QueryError title="We couldn't load your activity." error={source.error} />
      ) : items.length === 0 ? (
        <PanelEmpty title="No activity yet" text="Your recent activity will appear here" />
      ) : (
        <Stack as="ul" gap="0" aria-label="Recent activity">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </HomePanel>
  );
}
