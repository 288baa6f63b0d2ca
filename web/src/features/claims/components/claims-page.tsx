import { Badge, Button, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SectionCard } from '@/components/ui/section-card';
import { useAuthUser } from '@/lib/auth-user';
import { dateTime } from '@/lib/marketplace-format';
import { CLAIM_STATUSES, CLAIM_TYPES, useMyClaims } from '../api/claims';
import { FileClaimForm } from './file-claim-form';

function MyClaims() {
  const q = useMyClaims();
  if (q.isPending) return <PageSpinner />;
  if (q.error) return <QueryError title="We couldn't load your claims." error={q.error} />;
  if (q.data.items.length === 0) return <Text color="fg.muted">No claims on your shipments.</Text>;
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      {q.data.items.map((c) => (
        <Card.Root as="li" key={c.id} size="sm">
          <Card.Body>
            <HStack justify="space-between" flexWrap="wrap">
              <Link asChild color="teal.700" fontWeight="semibold">
                <RouterLink to={`/claims/${c.id}`}>
                  {CLAIM_TYPES[c.claimType]} · {c.trackingNumber ?? c.shipmentId.slice(0, 8)}
                </RouterLink>
              </Link>
              <Badge colorPalette={c.status === 'resolved' ? 'green' : 'orange'}>{CLAIM_STATUSES[c.status]}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {c.viewerRole === 'sender' ? 'You filed it' : 'Filed on your delivery'} · {dateTime(c.filedAt)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** /claims: how claims work; signed in, file one and follow yours. */
export function ClaimsPage() {
  const [params] = useSearchParams();
  const user = useAuthUser();
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="File a Claim"
        description="Lost, late or damaged package? File a claim: the payment stays frozen while we investigate."
        path="/claims"
      />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            File a Claim
          </Heading>
          <Text color="fg.muted">
            Damaged or not as described: within 48 hours of delivery. Lost or late: once the latest delivery date has
            passed. Filing freezes the payment; the traveler gives their side and our team decides.
          </Text>
        </Stack>
        {user.isPending ? (
          <PageSpinner />
        ) : !user.data ? (
          <Button asChild colorPalette="teal" alignSelf="start">
            <RouterLink to={`/auth?return_to=${encodeURIComponent('/claims')}`}>Sign in to file a claim</RouterLink>
          </Button>
        ) : (
          <>
            <SectionCard idPrefix="claims" title="New claim">
              <FileClaimForm shipmentId={params.get('shipmentId')} />
            </SectionCard>
            <SectionCard idPrefix="claims" title="Your claims">
              <MyClaims />
            </SectionCard>
          </>
        )}
      </Stack>
    </Container>
  );
}
