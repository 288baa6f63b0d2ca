import { Card, Code, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppPage } from '@/components/ui/app-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { calendarDate } from '@/lib/marketplace-format';
import { useMyShipments } from '../api/get-my-shipments';
import type { ShipmentStatus } from '../api/types';
import { ShipmentProgressSteps } from './shipment-progress-steps';
import { isSignedOut, SignInCard } from './sign-in-card';
import { ShipmentStatusBadge } from './shipment-status-badge';

type Variant = {
  statuses: ShipmentStatus[];
  title: string;
  lead: string;
  empty: string;
  path: string;
};

/** /matched: my shipments that have a traveler; the delivery code to pass on to the receiver. */
export const MATCHED: Variant = {
  statuses: ['matched'],
  title: 'You have a match',
  lead: 'A traveler will carry these packages. Hand each one over with their pickup code, and give the delivery code to the receiver.',
  empty: 'None of your shipments is matched yet. Accept a traveler’s interest once your payment is held.',
  path: '/matched',
};

/** /shipper-progress: every shipment of mine on its way, step by step. */
export const SHIPPER_PROGRESS: Variant = {
  statuses: ['pending', 'matched', 'picked_up', 'in_transit', 'arrived', 'delivered'],
  title: 'Shipment progress',
  lead: 'Follow each step of your shipments from listing to delivery.',
  empty: 'You have no shipments on the way.',
  path: '/shipper-progress',
};

function ShipmentProgressList({ variant }: { variant: Variant }) {
  const query = useMyShipments({ as: 'sender', status: variant.statuses, page: 1, pageSize: 50 });
  if (query.isPending) return <PageSpinner />;
  if (isSignedOut(query.error)) return <SignInCard text="Sign in to see your shipments." />;
  if (query.error) return <QueryError title="We couldn't load your shipments." error={query.error} />;
  if (query.data.items.length === 0) {
    return (
      <Card.Root>
        <Card.Body textAlign="center" py="10">
          <Text color="fg.muted">{variant.empty}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack as="ul" gap="3" aria-label="Shipments">
      {query.data.items.map((s) => (
        <Card.Root as="li" key={s.id} listStyleType="none" size="sm">
          <Card.Body gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Link asChild fontWeight="semibold" color="teal.700">
                <RouterLink to={`/shipments/${s.id}`}>
                  {s.fromLocation} → {s.toLocation}
                </RouterLink>
              </Link>
              <ShipmentStatusBadge status={s.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {s.trackingNumber} · {s.contents} · delivery by {calendarDate(s.latestDeliveryDate)}
            </Text>
            <ShipmentProgressSteps status={s.status} />
            {s.deliveryCode && (
              <Text>
                Delivery code for the receiver:{' '}
                <Code fontSize="lg" letterSpacing="0.2em">
                  {s.deliveryCode}
                </Code>
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function ProgressScreen({ variant }: { variant: Variant }) {
  return (
    <AppPage title={variant.title} description={variant.lead} path={variant.path} lead={variant.lead}>
      <ShipmentProgressList variant={variant} />
    </AppPage>
  );
}

export const MatchedPage = () => <ProgressScreen variant={MATCHED} />;
export const ShipperProgressPage = () => <ProgressScreen variant={SHIPPER_PROGRESS} />;
