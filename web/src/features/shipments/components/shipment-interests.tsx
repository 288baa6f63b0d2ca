import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { InterestActions } from '@/components/interests/interest-actions';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { dateTime, statusText } from '@/lib/marketplace-format';
import { useAcceptInterest, useRejectInterest } from '@/components/interests/interest-decisions';
import { useShipmentInterests } from '../api/get-shipment-interests';
import type { ShipmentView } from '../api/types';
import { mayDo } from '../utils/shipment-rules';

/** Travelers' interests on my shipment, with accept (offered once paid) and reject. */
export function ShipmentInterests({ shipment }: { shipment: ShipmentView }) {
  const interests = useShipmentInterests(shipment.id);
  const accept = useAcceptInterest();
  const reject = useRejectInterest();
  const acceptable = mayDo(shipment, 'accept_interest');

  if (interests.isPending) return <PageSpinner label="Loading interests..." />;
  if (interests.error)
    return <QueryError title="We couldn't load the interests on this shipment." error={interests.error} />;
  const items = interests.data.items;
  return (
    <Stack gap="3">
      {!acceptable && items.some((i) => i.allowedActions.includes('reject')) && (
        <HStack gap="3" flexWrap="wrap" data-testid="pay-first">
          <Text fontSize="sm">
            Pay for the shipment first: you can accept a traveler once your payment is held in escrow.
          </Text>
          {mayDo(shipment, 'pay') && (
            <Button asChild size="sm" colorPalette="teal">
              <RouterLink to={`/payment/${shipment.id}`}>Pay now</RouterLink>
            </Button>
          )}
        </HStack>
      )}
      {items.length === 0 ? (
        <Text color="fg.muted">
          No interests yet. Travelers on your route will appear here when they offer to carry your package.
        </Text>
      ) : (
        <Stack as="ul" gap="3" aria-label="Interests">
          {items.map((interest) => (
            <Card.Root as="li" key={interest.id} size="sm" listStyleType="none">
              <Card.Body gap="2">
                <HStack justify="space-between" flexWrap="wrap">
                  <Link asChild color="teal.700" fontWeight="semibold">
                    <RouterLink to={`/travelers/${interest.travelerId}`}>View traveler profile</RouterLink>
                  </Link>
                  <Badge>{statusText(interest.status)}</Badge>
                </HStack>
                <Text>{interest.message}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {dateTime(interest.createdAt)}
                </Text>
                {interest.allowedActions.length > 0 && (
                  <HStack>
                    {/* Issue 18 item 2: 'Accept' is offered only once the shipment is paid. */}
                    <InterestActions
                      interest={interest}
                      accept={accept}
                      reject={reject}
                      acceptedDescription="Your shipment is matched. Give the delivery code to the receiver."
                    />
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
