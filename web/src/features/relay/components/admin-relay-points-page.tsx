import { Badge, Box, Button, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageMeta } from '@/components/ui/page-meta';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useAdminRelayPoints } from '../api/get-admin-relay-points';
import { useManageRelayPoint } from '../api/manage-relay-point';
import type { RelayPointAdmin } from '../api/types';
import { RelayPointFormDialog } from './relay-point-form-dialog';
import { RelayStaffEditor } from './relay-staff-editor';
import { AdminFrame } from '@/components/admin/admin-frame';

const PAGE_SIZE = 10;

/** /admin/relay-points: create, edit, deactivate relay points; see their map position and staff. */
export function AdminRelayPointsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RelayPointAdmin | 'new' | null>(null);
  const points = useAdminRelayPoints({ page, pageSize: PAGE_SIZE, search });
  const manage = useManageRelayPoint();
  const toggle = (p: RelayPointAdmin) =>
    manage.mutate(
      { type: p.isActive ? 'deactivate' : 'reactivate', id: p.id },
      {
        onSuccess: () =>
          notify({ type: 'success', title: p.isActive ? 'Relay point deactivated' : 'Relay point reactivated' }),
        onError: (err) => notify({ type: 'error', title: err instanceof ApiError ? err.detail : 'Request failed' }),
      },
    );
  return (
    <AdminFrame>
      <PageMeta
        title="Relay points"
        description="Manage relay points and their staff."
        path="/admin/relay-points"
        noIndex
      />
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="2xl">
            Relay points
          </Heading>
          <Button colorPalette="teal" onClick={() => setEditing('new')}>
            New relay point
          </Button>
        </HStack>
        <Input
          type="search"
          aria-label="Search relay points"
          placeholder="Search by name, city or country"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {points.isPending && <Skeleton h="40" />}
        {points.error && <QueryError title="Could not load relay points" error={points.error} />}
        {points.data?.items.length === 0 && (
          <EmptyStateCard title="No relay points" text="Create the first relay point to start taking packages." />
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {points.data?.items.map((p) => (
            <Box key={p.id} borderWidth="1px" rounded="lg" p="4" data-testid="admin-relay-point">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <Text fontWeight="semibold">{p.name}</Text>
                  <Text fontSize="sm">
                    {p.address}, {p.city}, {p.country}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {p.operatingHours} · {p.contactName} {p.contactPhone}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    Map: {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)} · {p.storedCount} of {p.capacity} stored
                  </Text>
                </Stack>
                <Badge colorPalette={p.isActive ? 'green' : 'gray'}>{p.isActive ? 'Active' : 'Deactivated'}</Badge>
              </HStack>
              <HStack mt="3">
                <Button size="xs" variant="outline" onClick={() => setEditing(p)}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette={p.isActive ? 'red' : 'teal'}
                  onClick={() => toggle(p)}
                >
                  {p.isActive ? 'Deactivate' : 'Reactivate'}
                </Button>
              </HStack>
              <Box mt="3">
                <Text fontSize="sm" fontWeight="medium" mb="1">
                  Staff
                </Text>
                <RelayStaffEditor point={p} />
              </Box>
            </Box>
          ))}
        </SimpleGrid>
        {points.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={points.data.total} onPage={setPage} label="Relay points" />
        )}
      </Stack>
      {editing && (
        <RelayPointFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          point={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
    </AdminFrame>
  );
}
