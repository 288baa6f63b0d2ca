import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { describeError } from '@/lib/api-error';
import { dateTime, statusText } from '@/lib/marketplace-format';
import { getAccessToken } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { useAdminVerifications, useReviewVerification, type AdminVerification } from '../api/verification';
import { failureText } from '../utils/verification-words';
import { AdminFrame } from '@/components/admin/admin-frame';

/** A document image, fetched with the staff session (each view is in the audit log); never cached. */
function DocumentImage({ sessionId, documentId, label }: { sessionId: string; documentId: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!show) return;
    let objectUrl: string | null = null;
    const token = getAccessToken();
    fetch(`/api/admin/identity-verifications/${sessionId}/documents/${documentId}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    })
      .then(async (r) => {
        if (!r.ok) throw new Error(String(r.status));
        objectUrl = URL.createObjectURL(await r.blob());
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [show, sessionId, documentId]);
  if (!show)
    return (
      <Button size="sm" variant="outline" onClick={() => setShow(true)}>
        View {label.toLowerCase()}
      </Button>
    );
  if (failed) return <Text color="fg.error">We couldn't load this image.</Text>;
  if (!url) return <Text color="fg.muted">Loading…</Text>;
  return <Image src={url} alt={label} maxH="64" objectFit="contain" borderRadius="md" borderWidth="1px" />;
}

function Review({ s }: { s: AdminVerification }) {
  const review = useReviewVerification();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !notes.trim()) return setError('Say what the person must fix');
    setError(undefined);
    review.mutate(
      { sessionId: s.id, decision, notes: notes.trim() || null },
      {
        onSuccess: () =>
          notify({
            title: decision === 'approve' ? 'Identity verified' : 'Sent back with your notes',
            type: 'success',
          }),
        onError: (err) => notify({ title: 'Not saved', description: describeError(err), type: 'error' }),
      },
    );
  };
  return (
    <Stack gap="3">
      <FormField
        label="Notes for the person"
        required={false}
        error={error}
        helper="Required to reject: they read it on their verification page."
      >
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={1000} />
      </FormField>
      <HStack>
        <Button colorPalette="green" size="sm" loading={review.isPending} onClick={() => decide('approve')}>
          Approve
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          size="sm"
          loading={review.isPending}
          onClick={() => decide('reject')}
        >
          Reject
        </Button>
      </HStack>
    </Stack>
  );
}

/** /admin/identity-verifications: sessions waiting for staff, their documents, approve or reject with notes. */
export function AdminIdentityVerificationsPage() {
  const [filter, setFilter] = useState<'needs_review' | 'all'>('needs_review');
  const q = useAdminVerifications(filter);
  return (
    <AdminFrame>
      <PageMeta
        title="Identity verifications"
        description="Review identity verification sessions."
        path="/admin/identity-verifications"
        noIndex
      />
      <Stack gap="5">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            Identity verifications
          </Heading>
          <SelectField
            width="auto"
            aria-label="Show"
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
            options={[
              { value: 'needs_review', label: 'Needs review' },
              { value: 'all', label: 'All sessions' },
            ]}
          />
        </HStack>
        {q.isPending ? (
          <PageSpinner />
        ) : q.error ? (
          <QueryError title="We couldn't load the verifications." error={q.error} />
        ) : q.data.items.length === 0 ? (
          <Text color="fg.muted">Nothing waits for review.</Text>
        ) : (
          q.data.items.map((s) => (
            <Card.Root key={s.id} data-testid="verification-item">
              <Card.Body gap="4">
                <HStack justify="space-between" flexWrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{s.user ? `${s.user.fullName} (@${s.user.username})` : s.userId}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      Updated {dateTime(s.updatedAt)}
                    </Text>
                  </Stack>
                  <Badge>{statusText(s.status)}</Badge>
                </HStack>
                {s.lastError && <Text fontSize="sm">Last problem: {failureText(s.lastError)}</Text>}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {s.documents
                    .filter((d) => d.documentStatus === 'pending' || filter === 'all')
                    .map((d) => (
                      <Box key={d.id}>
                        <Text fontSize="sm" mb="1">
                          {d.documentType === 'selfie'
                            ? 'Selfie'
                            : `Document (${d.documentSubtype ? statusText(d.documentSubtype) : 'unknown'})`}{' '}
                          · {statusText(d.documentStatus)}
                        </Text>
                        <DocumentImage
                          sessionId={s.id}
                          documentId={d.id}
                          label={d.documentType === 'selfie' ? 'Selfie' : 'Document'}
                        />
                      </Box>
                    ))}
                </SimpleGrid>
                {s.status === 'processing' && <Review s={s} />}
              </Card.Body>
            </Card.Root>
          ))
        )}
      </Stack>
    </AdminFrame>
  );
}
