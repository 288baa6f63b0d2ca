import { Alert, Badge, Button, Card, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { instantDate } from '@/lib/marketplace-format';
import { useMyVerification, useStartVerification, type MyVerification } from '../api/verification';
import { failureText, nextStep, STATUS_LABEL } from '../utils/verification-words';

const PALETTE: Record<MyVerification['status'], string> = {
  unverified: 'gray',
  pending: 'blue',
  verified: 'green',
  rejected: 'orange',
};

const DOC_LABEL = { identity_document: 'Document photo', selfie: 'Selfie' } as const;

/** /verification: where my identity check stands, what to do next, and why a check failed. */
export function VerificationPage() {
  const q = useMyVerification();
  const start = useStartVerification();
  const navigate = useNavigate();
  if (q.isPending) return <PageSpinner />;
  if (q.error)
    return (
      <Container maxW="3xl" py="12">
        <QueryError title="We couldn't load your verification." error={q.error} />
      </Container>
    );
  const v = q.data;
  const session = v.session;
  const canAct = v.status !== 'verified' && session?.status !== 'processing';
  const go = () =>
    start.mutate(undefined, {
      onSuccess: (s) => {
        if (s.verificationUrl.startsWith('/')) navigate(s.verificationUrl);
        else window.location.assign(s.verificationUrl);
      },
      onError: (err) => notify({ title: 'Could not start', description: describeError(err), type: 'error' }),
    });
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Identity verification"
        description="Verify your identity to travel with Oneway."
        path="/verification"
        noIndex
      />
      <Stack gap="6">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            Identity verification
          </Heading>
          <Badge size="lg" colorPalette={PALETTE[v.status]} data-testid="verification-status">
            {STATUS_LABEL[v.status]}
          </Badge>
        </HStack>
        <Text data-testid="verification-next-step">{nextStep(v)}</Text>
        {session?.status === 'requires_input' && session.lastError && (
          <Alert.Root status="warning" data-testid="verification-failure">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>What to fix</Alert.Title>
              <Alert.Description>{failureText(session.lastError)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {canAct && (
          <Button colorPalette="teal" alignSelf="start" loading={start.isPending} onClick={go}>
            {v.status === 'rejected' ? 'Upload new photos' : 'Verify my identity'}
          </Button>
        )}
        {session && session.documents.length > 0 && (
          <Card.Root>
            <Card.Body gap="3">
              <Heading as="h2" size="md">
                Your documents
              </Heading>
              <List.Root gap="2" variant="plain">
                {session.documents.map((d) => (
                  <List.Item key={d.id}>
                    <HStack justify="space-between" w="full" flexWrap="wrap">
                      <Text>
                        {DOC_LABEL[d.documentType]} · {instantDate(d.uploadedAt)}
                      </Text>
                      <Badge
                        colorPalette={
                          d.documentStatus === 'approved' ? 'green' : d.documentStatus === 'rejected' ? 'red' : 'gray'
                        }
                      >
                        {d.documentStatus === 'pending'
                          ? 'Being checked'
                          : d.documentStatus === 'approved'
                            ? 'Approved'
                            : 'Rejected'}
                      </Badge>
                    </HStack>
                    {d.reviewNotes && (
                      <Text fontSize="sm" color="fg.muted">
                        {d.reviewNotes}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          Your documents are private: only you see their status, and only our verification staff see the images.
        </Text>
      </Stack>
    </Container>
  );
}
