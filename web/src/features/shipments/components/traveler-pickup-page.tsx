import { Button, Card, Code, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { AppPage } from '@/components/ui/app-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { calendarDate } from '@/lib/marketplace-format';
import { useConfirmPickup } from '../api/confirm-pickup';
import { useMyShipments } from '../api/get-my-shipments';
import type { ShipmentView } from '../api/types';
import { ConfirmPickupForm } from './handoff-code-forms';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { isSignedOut, SignInCard } from './sign-in-card';

const LEAD = 'A matched package changes hands with a 6-digit pickup code: the traveler shows it, the sender enters it.';

function Summary({ shipment }: { shipment: ShipmentView }) {
  return (
    <Stack gap="1">
      <HStack justify="space-between" flexWrap="wrap">
        <Link asChild fontWeight="semibold" color="teal.700">
          <RouterLink to={`/shipments/${shipment.id}`}>
            {shipment.fromLocation} → {shipment.toLocation}
          </RouterLink>
        </Link>
        <ShipmentStatusBadge status={shipment.status} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {shipment.trackingNumber} · {shipment.contents} · pickup from {calendarDate(shipment.earliestPickupDate)}
      </Text>
    </Stack>
  );
}

/**
 * Sender side: enter the traveler's code when handing the package over. The mutation lives on
 * the page: a confirmed pickup removes this card, and the toast must still show.
 */
function HandOverCard({ shipment, pickup }: { shipment: ShipmentView; pickup: ReturnType<typeof useConfirmPickup> }) {
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="hand-over">
      <Card.Body gap="3">
        <Summary shipment={shipment} />
        <ConfirmPickupForm
          shipmentId={shipment.id}
          pickup={pickup}
          label={`Traveler's pickup code for ${shipment.trackingNumber}`}
          helper="Ask the traveler for their 6-digit pickup code when you hand the package over."
        />
      </Card.Body>
    </Card.Root>
  );
}

/** Traveler side: the code to show when collecting. */
function CollectCard({ shipment }: { shipment: ShipmentView }) {
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="to-collect">
      <Card.Body gap="3">
        <Summary shipment={shipment} />
        {shipment.pickupCode ? (
          <Text>
            Your pickup code:{' '}
            <Code
              fontSize="xl"
              letterSpacing="0.3em"
              aria-label={`Pickup code ${shipment.pickupCode.split('').join(' ')}`}
            >
              {shipment.pickupCode}
            </Code>
          </Text>
        ) : (
          <Text color="fg.muted">The pickup code is not available for this package.</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Show this code to the sender when you collect the package; they enter it to confirm the handoff.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Section<T extends ShipmentView>({
  title,
  query,
  empty,
  render,
}: {
  title: string;
  query: ReturnType<typeof useMyShipments>;
  empty: { title: string; text: string; to: string; cta: string };
  render: (s: T) => ReactNode;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {query.isPending ? (
        <PageSpinner label="Loading packages..." />
      ) : query.error ? (
        <QueryError title="We couldn't load these packages." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard title={empty.title} text={empty.text}>
          <Button asChild size="sm" variant="outline" mt="3" alignSelf="center">
            <RouterLink to={empty.to}>{empty.cta}</RouterLink>
          </Button>
        </EmptyStateCard>
      ) : (
        <Stack as="ul" gap="3" aria-label={title}>
          {query.data.items.map((s) => render(s as T))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /traveler-pickup: the matched packages waiting for pickup. As a traveler: the ones I collect,
 * with the code to show. As a sender: the ones I hand over, with the field for the traveler's code.
 */
export function TravelerPickupPage() {
  const collect = useMyShipments({ as: 'traveler', status: ['matched'], page: 1, pageSize: 50 });
  const handOver = useMyShipments({ as: 'sender', status: ['matched'], page: 1, pageSize: 50 });
  const pickup = useConfirmPickup();
  return (
    <AppPage title="Traveler pickup" description={LEAD} path="/traveler-pickup" lead={LEAD}>
      {isSignedOut(collect.error) ? (
        <SignInCard text="Sign in to see the packages waiting for pickup." />
      ) : (
        <Stack gap="8">
          <Section
            title="Packages you collect"
            query={collect}
            empty={{
              title: 'No packages waiting for you',
              text: 'When a sender accepts your offer, the package appears here with your pickup code.',
              to: '/available-shipments',
              cta: 'Find packages to carry',
            }}
            render={(s) => <CollectCard key={s.id} shipment={s} />}
          />
          <Section
            title="Packages you hand over"
            query={handOver}
            empty={{
              title: 'No packages to hand over',
              text: 'When you accept a traveler for your shipment, enter their pickup code here as you hand it over.',
              to: '/manage-interests',
              cta: 'Review offers on my shipments',
            }}
            render={(s) => <HandOverCard key={s.id} shipment={s} pickup={pickup} />}
          />
        </Stack>
      )}
    </AppPage>
  );
}
