import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { useAuthUser } from '@/lib/auth-user';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import {
  useCountryRequests,
  useSetCountryRequestStatus,
  type CountryRequest,
  type CountryRequestStatus,
} from '../api/country-requests';
import { AdminPage } from '@/components/admin/admin-page';
import { instantDate } from '@/lib/marketplace-format';

const STATUSES: CountryRequestStatus[] = ['pending', 'planned', 'declined', 'launched'];

function RequestCard({ r, canDecide }: { r: CountryRequest; canDecide: boolean }) {
  const set = useSetCountryRequestStatus();
  return (
    <Card.Root as="li" listStyleType="none" size="sm" data-testid="country-request">
      <Card.Body gap="1">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="semibold">{r.requestedCountry}</Text>
          <Badge>{r.status}</Badge>
        </HStack>
        <Text fontSize="sm">
          {r.firstName} {r.lastName} · {r.email} · {instantDate(r.createdAt)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {r.reason}
        </Text>
        {r.statusNote && <Text fontSize="sm">Note: {r.statusNote}</Text>}
        {canDecide && (
          <SelectField
            size="sm"
            width="48"
            disabled={set.isPending}
            aria-label={`Status of the request for ${r.requestedCountry}`}
            value={r.status}
            onChange={(e) =>
              set.mutate(
                { id: r.id, status: e.target.value as CountryRequestStatus },
                {
                  onSuccess: (u) => notify({ title: `Marked ${u.status}`, type: 'success' }),
                  onError: (err) =>
                    notify({ title: 'Could not change the status', description: err.message, type: 'error' }),
                },
              )
            }
            options={STATUSES.map((s) => ({ value: s, label: s }))}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AdminCountryRequestsPage() {
  const { data: me } = useAuthUser();
  const [status, setStatus] = useState<CountryRequestStatus | ''>('');
  const [page, setPage] = useState(1);
  const q = useCountryRequests(status, page);
  return (
    <AdminPage
      action="country_requests.read"
      title="Country requests"
      summary="Where people want Oneway next, newest first."
    >
      <SelectField
        width={{ base: 'full', md: '48' }}
        aria-label="Filter by status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as CountryRequestStatus | '');
          setPage(1);
        }}
        options={[{ value: '', label: 'All statuses' }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
      />
      {q.isPending ? (
        <PageSpinner label="Loading requests..." />
      ) : q.isError ? (
        <QueryError title="Could not load country requests" error={q.error} />
      ) : q.data.items.length === 0 ? (
        <EmptyStateCard title="No country requests" text="Requests from /request-country appear here." />
      ) : (
        <Stack as="ul" gap="2">
          {q.data.items.map((r) => (
            <RequestCard key={r.id} r={r} canDecide={mayDo(me, 'country_requests.decide')} />
          ))}
          <Pager
            page={page}
            pageSize={q.data.pageSize}
            total={q.data.total}
            onPage={setPage}
            label="Country requests"
          />
        </Stack>
      )}
    </AdminPage>
  );
}
