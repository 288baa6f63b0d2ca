import { Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { WideTable } from '@/components/ui/wide-table';
import { useAuthUser } from '@/lib/auth-user';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  STAFF_TICKET_STATUSES,
  type QueueFilter,
  useTicketQueue,
} from '../api/support-tickets';
import { TicketStatusBadge } from './ticket-status-badge';
import { AdminFrame } from '@/components/admin/admin-frame';

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (v: string) => void;
}) {
  return (
    <SelectField
      width="auto"
      size="sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: `Any ${label.toLowerCase()}` },
        ...Object.entries(options).map(([v, l]) => ({ value: v, label: l })),
      ]}
    />
  );
}

const FILTER_KEYS = ['status', 'priority', 'category', 'assignee'] as const;

/**
 * The filters live in the URL, so a link (the dashboard's 'Open tickets') opens the queue on
 * exactly the tickets it counted. No `status` parameter means the Open tickets; `status=`
 * (empty) means any status.
 */
function filterFrom(params: URLSearchParams): QueueFilter {
  const f: QueueFilter = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const k of FILTER_KEYS) f[k] = params.get(k) || undefined;
  if (!params.has('status')) f.status = 'open';
  return f;
}

function paramsFrom(f: QueueFilter): URLSearchParams {
  const params = new URLSearchParams({ status: f.status ?? '' });
  for (const k of FILTER_KEYS) if (k !== 'status' && f[k]) params.set(k, f[k]!);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** /admin/support: the ticket queue (support, moderators, admins), most urgent first. */
export function AdminSupportPage() {
  const me = useAuthUser().data;
  const [params, setParams] = useSearchParams();
  const f = filterFrom(params);
  const setF = (next: QueueFilter) => setParams(paramsFrom(next), { replace: true });
  const q = useTicketQueue(f);
  const set = (k: keyof QueueFilter) => (v: string) => setF({ ...f, [k]: v || undefined, page: 1 });
  const assignees: Record<string, string> = { none: 'Unassigned', ...(me ? { [me.id]: 'Assigned to me' } : {}) };
  return (
    <AdminFrame>
      <PageMeta title="Support queue" description="Support tickets." path="/admin/support" noIndex />
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Support queue
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <Filter label="Status" value={f.status ?? ''} options={STAFF_TICKET_STATUSES} onChange={set('status')} />
          <Filter label="Priority" value={f.priority ?? ''} options={TICKET_PRIORITIES} onChange={set('priority')} />
          <Filter label="Category" value={f.category ?? ''} options={TICKET_CATEGORIES} onChange={set('category')} />
          <Filter label="Assignee" value={f.assignee ?? ''} options={assignees} onChange={set('assignee')} />
        </HStack>
        {q.isPending ? (
          <PageSpinner />
        ) : q.error ? (
          <QueryError title="We couldn't load the queue." error={q.error} />
        ) : q.data.items.length === 0 ? (
          <Text color="fg.muted">No tickets match these filters.</Text>
        ) : (
          <>
            <WideTable label="Tickets">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Subject</Table.ColumnHeader>
                    <Table.ColumnHeader>From</Table.ColumnHeader>
                    <Table.ColumnHeader>Priority</Table.ColumnHeader>
                    <Table.ColumnHeader>Category</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Assignee</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {q.data.items.map((t) => (
                    <Table.Row key={t.id}>
                      <Table.Cell>
                        <Link asChild color="teal.700" fontWeight="semibold">
                          <RouterLink to={`/admin/support/${t.id}`}>{t.subject}</RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>{t.user?.fullName ?? '—'}</Table.Cell>
                      <Table.Cell>{TICKET_PRIORITIES[t.priority]}</Table.Cell>
                      <Table.Cell>{TICKET_CATEGORIES[t.category]}</Table.Cell>
                      <Table.Cell>
                        <TicketStatusBadge status={t.status} staff />
                      </Table.Cell>
                      <Table.Cell>{t.assignee?.fullName ?? 'Unassigned'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </WideTable>
            <Pager
              page={q.data.page}
              pageSize={q.data.pageSize}
              total={q.data.total}
              onPage={(page) => setF({ ...f, page })}
              label="Tickets"
            />
          </>
        )}
      </Stack>
    </AdminFrame>
  );
}
