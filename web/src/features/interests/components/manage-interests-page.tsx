import { Button, Card, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppPage } from '@/components/ui/app-page';
import { InterestActions } from '@/components/interests/interest-actions';
import { useAcceptInterest, useRejectInterest } from '@/components/interests/interest-decisions';
import { useInterests } from '../api/get-interests';
import type { InterestStatus } from '../api/types';
import { awaitingPayment } from '../utils/interest-rules';
import { InterestList, StatusFilter } from './interest-list';

/** /manage-interests: travelers' interests on my shipments; accept one (once paid) or reject. */
export function ManageInterestsPage() {
  const [status, setStatus] = useState<InterestStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const query = useInterests('received', status || undefined, page);
  const accept = useAcceptInterest();
  const reject = useRejectInterest();
  return (
    <AppPage
      title="Manage Interests"
      description="Review and respond to traveler interests on your shipments."
      path="/manage-interests"
      lead="Review and respond to traveler interests on your shipments"
    >
      <StatusFilter
        value={status}
        onChange={(v) => {
          setPage(1);
          setStatus(v);
        }}
      />
      <Text fontSize="sm" color="fg.muted" my="4">
        You can accept an interest once the shipment's payment is held in escrow; the other pending interests are then
        declined.
      </Text>
      <InterestList
        query={query}
        page={page}
        onPage={setPage}
        errorTitle="We couldn't load the interests on your shipments."
        shipmentLink={(i) => `/shipments/${i.shipmentId}`}
        empty={
          <Card.Root>
            <Card.Body textAlign="center" py="10">
              <Text fontWeight="semibold">No interests to review</Text>
              <Text color="fg.muted">When travelers offer to carry your packages, their interests appear here.</Text>
            </Card.Body>
          </Card.Root>
        }
        actions={(interest) => (
          <HStack gap="3" flexWrap="wrap">
            <Link asChild color="teal.700" fontSize="sm">
              <RouterLink to={`/travelers/${interest.travelerId}`}>View traveler profile</RouterLink>
            </Link>
            {/* Issue 18 item 2: 'Accept' is offered only once the shipment is paid; until then, say what to do. */}
            {awaitingPayment(interest) && (
              <HStack gap="2" flexWrap="wrap" data-testid="pay-first">
                <Text fontSize="sm">Pay for the shipment first to accept a traveler.</Text>
                {interest.shipment.escrowStatus === 'none' && (
                  <Button asChild size="sm" colorPalette="teal">
                    <RouterLink to={`/payment/${interest.shipmentId}`}>Pay now</RouterLink>
                  </Button>
                )}
              </HStack>
            )}
            <InterestActions
              interest={interest}
              accept={accept}
              reject={reject}
              acceptedDescription="Your shipment is matched with this traveler."
            />
          </HStack>
        )}
      />
    </AppPage>
  );
}
