import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { type Claim, useClaim } from '../api/claims';
import { ClaimDetails } from './claim-details';

/**
 * One claim's page body, for its parties and for staff alike: the way back to the list, the
 * heading, the claim once loaded (or why not), then what this viewer may do with it.
 */
export function ClaimView({
  id,
  staff = false,
  backTo,
  backText,
  children,
}: {
  id: string;
  staff?: boolean;
  backTo: string;
  backText: string;
  children: (claim: Claim) => ReactNode;
}) {
  const q = useClaim(id, staff);
  return (
    <Stack gap="5" maxW="4xl">
      <Button asChild variant="ghost" size="sm" alignSelf="start">
        <RouterLink to={backTo}>← {backText}</RouterLink>
      </Button>
      <Heading as="h1" size="xl">
        Claim
      </Heading>
      {q.isPending ? (
        <PageSpinner />
      ) : q.error ? (
        <QueryError title="We couldn't load this claim." error={q.error} />
      ) : (
        <>
          <ClaimDetails claim={q.data} />
          {children(q.data)}
        </>
      )}
    </Stack>
  );
}
