import { Badge, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { WideTable } from '@/components/ui/wide-table';
import { dateTime, statusText } from '@/lib/marketplace-format';
import { CLAIM_STATUSES, CLAIM_TYPES, useStaffClaims } from '../api/claims';
import { AdminFrame } from '@/components/admin/admin-frame';

/** /admin/claims: every claim, oldest first, filtered by status. */
export function AdminClaimsPage() {
  const [status, setStatus] = useState('');
  const q = useStaffClaims(status);
  return (
    <AdminFrame>
      <PageMeta title="Claims" description="Claims and disputes." path="/admin/claims" noIndex />
      <Stack gap="5">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            Claims
          </Heading>
          <SelectField
            width="auto"
            size="sm"
            aria-label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: 'Any status' },
              ...Object.entries(CLAIM_STATUSES).map(([value, label]) => ({ value, label })),
            ]}
          />
        </HStack>
        {q.isPending ? (
          <PageSpinner />
        ) : q.error ? (
          <QueryError title="We couldn't load the claims." error={q.error} />
        ) : q.data.items.length === 0 ? (
          <Text color="fg.muted">No claims{status ? ` with this status` : ''}.</Text>
        ) : (
          <WideTable label="Claims">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Claim</Table.ColumnHeader>
                  <Table.ColumnHeader>Filed</Table.ColumnHeader>
                  <Table.ColumnHeader>Payment</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {q.data.items.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>
                      <Link asChild color="teal.700" fontWeight="semibold">
                        <RouterLink to={`/admin/claims/${c.id}`}>
                          {CLAIM_TYPES[c.claimType]} · {c.trackingNumber ?? c.shipmentId.slice(0, 8)}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{dateTime(c.filedAt)}</Table.Cell>
                    <Table.Cell>{c.escrowStatus ? statusText(c.escrowStatus) : '—'}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={c.status === 'resolved' ? 'green' : 'orange'}>
                        {CLAIM_STATUSES[c.status]}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </WideTable>
        )}
      </Stack>
    </AdminFrame>
  );
}
