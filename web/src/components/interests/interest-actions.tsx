import { Button } from '@chakra-ui/react';
import type { InterestAction } from '@oneway/contracts';
import { notify } from '@/lib/toaster';

/** The part of a react-query mutation on one interest id that the buttons use. */
type InterestMutation = {
  mutate: (interestId: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  variables: string | undefined;
};

/**
 * The sender's Accept and Reject buttons on one interest, each shown only when the server
 * offers that action (allowedActions: it withholds 'accept' until the payment is held). The
 * interests and shipments features each pass their own mutation hooks, which refresh their own
 * queries; a button spins only for the interest it was pressed on.
 */
export function InterestActions({
  interest,
  accept,
  reject,
  acceptedDescription,
}: {
  interest: { id: string; allowedActions: readonly InterestAction[] };
  accept: InterestMutation;
  reject: InterestMutation;
  /** The success toast's text: what accepting means where the sender pressed it. */
  acceptedDescription: string;
}) {
  const fail = (title: string) => (error: Error) => notify({ title, description: error.message, type: 'error' });
  return (
    <>
      {interest.allowedActions.includes('accept') && (
        <Button
          size="sm"
          colorPalette="teal"
          loading={accept.isPending && accept.variables === interest.id}
          onClick={() =>
            accept.mutate(interest.id, {
              onSuccess: () =>
                notify({ title: 'Interest accepted', description: acceptedDescription, type: 'success' }),
              onError: fail('Could not accept the interest'),
            })
          }
        >
          Accept
        </Button>
      )}
      {interest.allowedActions.includes('reject') && (
        <Button
          size="sm"
          variant="outline"
          loading={reject.isPending && reject.variables === interest.id}
          onClick={() =>
            reject.mutate(interest.id, {
              onSuccess: () => notify({ title: 'Interest rejected', type: 'info' }),
              onError: fail('Could not reject the interest'),
            })
          }
        >
          Reject
        </Button>
      )}
    </>
  );
}
