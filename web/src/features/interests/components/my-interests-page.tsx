import { Button, Card, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppPage } from '@/components/ui/app-page';
import { notify } from '@/lib/toaster';
import { useInterests } from '../api/get-interests';
import type { InterestStatus } from '../api/types';
import { useWithdrawInterest } from '../api/withdraw-interest';
import { mayDo } from '../utils/interest-rules';
import { InterestList, StatusFilter } from './interest-list';

/** /my-interests: interests I showed as a traveler; a pending one can be withdrawn. */
export function MyInterestsPage() {
  const [status, setStatus] = useState<InterestStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useInterests('mine', status || undefined, page);
  const withdraw = useWithdrawInterest();
  return (
    <AppPage
      title="My Interests"
      description="View interests you've shown in shipments."
      path="/my-interests"
      lead="View interests you've shown in shipments"
    >
      <StatusFilter
        value={status}
        onChange={(v) => {
          setPage(1);
          setStatus(v);
        }}
      />
      <Text mb="4" aria-hidden="true" />
      <InterestList
        query={query}
        page={page}
        onPage={setPage}
        errorTitle="We couldn't load your interests."
        shipmentLink={(i) => (i.status === 'accepted' ? `/shipments/${i.shipmentId}` : null)}
        empty={
          <Card.Root>
            <Card.Body textAlign="center" py="10">
              <Text fontWeight="semibold">No interests yet</Text>
              <Text color="fg.muted">Find a package on your route and offer to carry it.</Text>
              <Button asChild mt="4" variant="outline" alignSelf="center">
                <RouterLink to="/available-shipments">Available Shipments</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        }
        actions={(interest) =>
          mayDo(interest, 'withdraw') && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              loading={withdraw.isPending && withdraw.variables === interest.id}
              onClick={() =>
                withdraw.mutate(interest.id, {
                  onSuccess: () => notify({ title: 'Interest withdrawn', type: 'info' }),
                  onError: (error) =>
                    notify({ title: 'Could not withdraw the interest', description: error.message, type: 'error' }),
                })
              }
            >
              Withdraw
            </Button>
          )
        }
      />
    </AppPage>
  );
}
