import { Badge, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { useRecentActivitySource } from '../api/get-recent-activity';
import { buildRecentActivity } from '../utils/recent-activity';
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
            <HStack
              as="li"
              key={item.id}
              listStyleType="none"
              justify="space-between"
              gap="3"
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              data-testid="activity-item"
            >
              <Stack gap="0" minW="0">
                <HStack gap="2">
                  <Text fontWeight="semibold">{item.title}</Text>
                  {item.type === 'expiring' && item.title === 'Trip expiring soon' && (
                    <Badge colorPalette="orange" size="sm">
                      Soon
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm">{item.description}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.time}
                </Text>
              </Stack>
              <Button asChild size="xs" variant="outline" flexShrink={0}>
                <RouterLink to={item.actionUrl}>{item.actionText}</RouterLink>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </HomePanel>
  );
}
