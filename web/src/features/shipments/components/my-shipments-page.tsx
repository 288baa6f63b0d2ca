import { Button, Card, Container, Heading, HStack, LinkBox, LinkOverlay, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CardCorner } from '@/components/ui/card-corner';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { MARKETPLACE_PAGE_SIZE } from '@/config/marketplace';
import { calendarDate, formatMoney, formatWeight, statusText } from '@/lib/marketplace-format';
import { useMyShipments } from '../api/get-my-shipments';
import type { ShipmentStatus, ShipmentView } from '../api/types';
import { ShipmentStatusBadge } from './shipment-status-badge';

const STATUS_FILTERS: ShipmentStatus[] = [
  'pending',
  'matched',
  'picked_up',
  'in_transit',
  'arrived',
  'delivered',
  'cancelled',
];

function ShipmentRow({ shipment }: { shipment: ShipmentView }) {
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root size="sm" _hover={{ borderColor: 'teal.500' }}>
        <Card.Body>
          <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
            <Stack gap="1" flex="1 1 16rem" minW="0">
              <Heading as="h2" size="md">
                <LinkOverlay asChild>
                  <RouterLink to={`/shipments/${shipment.id}`}>
                    {shipment.fromLocation} → {shipment.toLocation}
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {shipment.trackingNumber} · {formatWeight(shipment.weight, shipment.weightUnit)} ·{' '}
                {statusText(shipment.size)} · {shipment.contents}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Pickup from {calendarDate(shipment.earliestPickupDate)}, delivery by{' '}
                {calendarDate(shipment.latestDeliveryDate)}
              </Text>
            </Stack>
            <CardCorner gap="1">
              <ShipmentStatusBadge status={shipment.status} />
              <Text fontWeight="semibold">{formatMoney(shipment.paymentAmount, shipment.currency)}</Text>
            </CardCorner>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** /shipments: the shipments I send, and the ones I carry as a traveler. */
export function MyShipmentsPage() {
  const [params, setParams] = useSearchParams();
  const as = params.get('as') === 'traveler' ? 'traveler' : 'sender';
  const [status, setStatus] = useState<ShipmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useMyShipments({ as, status: status ? [status] : undefined, page, pageSize: MARKETPLACE_PAGE_SIZE });

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="My Shipments" description="Track and manage your current shipments." path="/shipments" noIndex />
      <HStack justify="space-between" mb="2" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          My Shipments
        </Heading>
        <Button asChild colorPalette="teal">
          <RouterLink to="/ship">Ship a Package</RouterLink>
        </Button>
      </HStack>
      <Text color="fg.muted" mb="6">
        Track and manage your current shipments
      </Text>
      <Tabs.Root
        value={as}
        onValueChange={(e) => {
          setPage(1);
          setParams(e.value === 'traveler' ? { as: 'traveler' } : {});
        }}
        mb="4"
      >
        <Tabs.List>
          <Tabs.Trigger value="sender">I'm sending</Tabs.Trigger>
          <Tabs.Trigger value="traveler">I'm carrying</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <HStack mb="4" maxW="xs">
        <SelectField
          size="sm"
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value as ShipmentStatus | '');
          }}
          options={[
            { value: '', label: 'All statuses' },
            ...STATUS_FILTERS.map((s) => ({ value: s, label: statusText(s) })),
          ]}
        />
      </HStack>
      {query.isPending ? (
        <PageSpinner label="Loading your shipments..." />
      ) : query.error ? (
        <QueryError title="We couldn't load your shipments." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard
          title={as === 'sender' ? 'No shipments yet' : 'You are not carrying any shipments'}
          text={
            as === 'sender'
              ? 'List a package and travelers on your route will offer to carry it.'
              : 'Browse available shipments and show interest in one that fits your trip.'
          }
        >
          <Button asChild mt="4" variant="outline" alignSelf="center">
            <RouterLink to={as === 'sender' ? '/ship' : '/available-shipments'}>
              {as === 'sender' ? 'Ship a Package' : 'Available Shipments'}
            </RouterLink>
          </Button>
        </EmptyStateCard>
      ) : (
        <>
          <Stack as="ul" gap="3" aria-label="Shipments" data-testid="shipment-list">
            {query.data.items.map((s) => (
              <ShipmentRow key={s.id} shipment={s} />
            ))}
          </Stack>
          <Pager
            page={page}
            pageSize={MARKETPLACE_PAGE_SIZE}
            total={query.data.total}
            onPage={setPage}
            label="Shipments"
          />
        </>
      )}
    </Container>
  );
}
