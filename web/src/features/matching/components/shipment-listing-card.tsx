import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CardCorner } from '@/components/ui/card-corner';
import { calendarDate, formatMoney, formatWeight, statusText } from '@/lib/marketplace-format';
import type { ShipmentListing } from '../api/types';
import { ShowInterestForm } from './show-interest-form';

export function ShipmentListingCard({ shipment }: { shipment: ShipmentListing }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const formId = `interest-${shipment.id}`;
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="available-shipment">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
          <Stack gap="1" flex="1 1 16rem" minW="0">
            <Text fontWeight="semibold" fontSize="lg">
              {shipment.fromLocation} → {shipment.toLocation}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatWeight(shipment.weight, shipment.weightUnit)} · {statusText(shipment.size)} · {shipment.contents}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Pickup from {calendarDate(shipment.earliestPickupDate)}, deliver by{' '}
              {calendarDate(shipment.latestDeliveryDate)}
            </Text>
            {shipment.contentTypes.length > 0 && (
              <HStack gap="1">
                {shipment.contentTypes.map((t) => (
                  <Badge key={t} size="sm">
                    {t}
                  </Badge>
                ))}
              </HStack>
            )}
          </Stack>
          <CardCorner>
            <Text fontWeight="bold" fontSize="lg">
              {formatMoney(shipment.paymentAmount, shipment.currency)}
            </Text>
            {sent ? (
              <Badge colorPalette="green">Interest sent</Badge>
            ) : (
              <Button
                size="sm"
                colorPalette="teal"
                variant={open ? 'outline' : 'solid'}
                aria-expanded={open}
                aria-controls={formId}
                onClick={() => setOpen(!open)}
              >
                {open ? 'Close' : 'Show interest'}
              </Button>
            )}
          </CardCorner>
        </HStack>
        {open && !sent && (
          <div id={formId}>
            <ShowInterestForm
              shipment={shipment}
              onDone={() => {
                setSent(true);
                setOpen(false);
              }}
            />
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}
