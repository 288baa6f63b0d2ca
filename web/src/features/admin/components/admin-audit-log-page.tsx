import { Badge, Button, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { WideTable } from '@/components/ui/wide-table';
import { dateTime } from '@/lib/marketplace-format';
import { downloadCsv } from '../api/download-csv';
import { notify } from '@/lib/toaster';
import { auditQuery, useAuditLogs, type AuditFilter } from '../api/get-audit-logs';
import { useAdminUser } from '../api/get-user';
import { AdminPage } from '@/components/admin/admin-page';
import { AuditDetails } from './audit-details';

const EMPTY: AuditFilter = { action: '', entityType: '', entityId: '', adminUserId: '' };
const FIELDS: { key: keyof AuditFilter; label: string; placeholder: string }[] = [
  { key: 'action', label: 'Action', placeholder: 'user.banned' },
  { key: 'entityType', label: 'Entity type', placeholder: 'user' },
  { key: 'entityId', label: 'Entity id', placeholder: 'id' },
  { key: 'adminUserId', label: 'Staff member id', placeholder: 'user id' },
];

export function AdminAuditLogPage() {
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const q = useAuditLogs(filter);
  return (
    <AdminPage
      action="audit.read"
      title="Audit log"
      summary="Every staff action across Oneway: who, what, on which record, from where."
    >
      <Stack
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="2">
          {FIELDS.map((f) => (
            <Input
              key={f.key}
              aria-label={f.label}
              placeholder={`${f.label}: ${f.placeholder}`}
              value={draft[f.key]}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          ))}
        </SimpleGrid>
        <Stack direction="row" gap="2">
          <Button type="submit" colorPalette="teal">
            Filter
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(
                `/api/admin/audit-logs?${auditQuery(filter, { format: 'csv', limit: '500' })}`,
                'audit-log.csv',
              ).catch((e: Error) => notify({ title: 'Could not export', description: e.message, type: 'error' }))
            }
          >
            Export CSV
          </Button>
        </Stack>
      </Stack>
      {q.isPending ? (
        <PageSpinner label="Loading the audit log..." />
      ) : q.isError ? (
        <QueryError title="Could not load the audit log" error={q.error} />
      ) : q.data.items.length === 0 ? (
        <EmptyStateCard title="No staff actions" text="Nothing matches these filters yet." />
      ) : (
        <WideTable label="Audit log">
          <Table.Root size="sm" data-testid="audit-log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Staff</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>Record</Table.ColumnHeader>
                <Table.ColumnHeader>Details</Table.ColumnHeader>
                <Table.ColumnHeader>IP · correlation</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.items.map((a) => (
                <Table.Row key={`${a.context}-${a.id}`} data-testid="audit-row">
                  <Table.Cell whiteSpace="nowrap">{dateTime(a.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <StaffMember userId={a.adminUserId} />
                    {a.adminRole && <Badge size="sm">{a.adminRole}</Badge>}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette="teal">{a.action}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    <Text fontSize="xs">
                      {a.context} · {a.entityType} {a.entityId}
                    </Text>
                  </Table.Cell>
                  {/* Wide enough for a UUID on one line: squeezed, the JSON broke every few characters. */}
                  <Table.Cell minW="20rem" whiteSpace="normal">
                    <AuditDetails details={a.details} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    <Text fontSize="xs">
                      {a.ipAddress ?? '—'} · {a.correlationId ?? '—'}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </WideTable>
      )}
    </AdminPage>
  );
}

/**
 * Who acted: their name from their account (one cached read per staff member, not per row), and
 * the id the entry stores. An account that cannot be read shows the id alone.
 */
function StaffMember({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  return (
    <>
      {user.data && (
        <Text fontSize="sm" fontWeight="medium" data-testid="audit-staff-name">
          {user.data.fullName} (@{user.data.username})
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {userId}
      </Text>
    </>
  );
}
