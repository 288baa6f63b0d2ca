import { Button, Container, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { useAuthUser } from '@/lib/auth-user';
import { RedirectToAuth } from '@/components/auth/redirect-to-auth';
import { useInventory } from '../api/get-inventory';
import { useMyRelayPoints } from '../api/get-my-relay-points';
import type { StoredPackageRow } from '../api/types';
import { CheckInDialog } from './check-in-dialog';
import { InventoryTable } from './inventory-table';
import { PackageDetailsDialog } from './package-details-dialog';
import { ReleaseDialog } from './release-dialog';
import { StorageSummary } from './storage-summary';

const PAGE_SIZE = 10;

/** /relay-staff (spec §2): the staff member's point, its stored packages, check-in and release. */
export function RelayStaffPage() {
  const location = useLocation();
  const { data: user, isPending: userPending } = useAuthUser();
  const points = useMyRelayPoints(!!user);
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [checkInOpen, setCheckInOpen] = useState(false);
  const [releasing, setReleasing] = useState<StoredPackageRow | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const point = points.data?.items.find((p) => p.id === chosen) ?? points.data?.items[0];
  const inventory = useInventory(point ? { pointId: point.id, page, pageSize: PAGE_SIZE, search } : null);

  if (userPending) return <PageSpinner />;
  if (!user) return <RedirectToAuth path={location.pathname} />;

  return (
    <Container maxW="6xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <PageMeta
        title="Relay staff dashboard"
        description="Check packages in and release them at your relay point."
        path="/relay-staff"
        noIndex
      />
      {!point && (
        <Heading as="h1" size={{ base: 'lg', md: '2xl' }} mb="4">
          Relay staff dashboard
        </Heading>
      )}
      {points.isPending && <Skeleton h="24" />}
      {points.error && <QueryError title="Could not load your relay points" error={points.error} />}
      {points.data && !point && (
        <EmptyStateCard
          title="No relay point yet"
          text="You are not assigned to a relay point. An administrator assigns relay staff to their points."
        />
      )}
      {point && (
        <Stack gap={{ base: 4, md: 6 }}>
          <HStack
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
            flexDir={{ base: 'column', md: 'row' }}
          >
            <Stack gap="0">
              <Heading as="h1" size={{ base: 'lg', md: '2xl' }} data-testid="relay-point-name">
                {point.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {point.city}, {point.country} · Staff: <span data-testid="staff-name">{user.fullName}</span>
                {!point.isActive && ' · Deactivated'}
              </Text>
            </Stack>
            <HStack>
              {(points.data?.items.length ?? 0) > 1 && (
                <SelectField
                  size="sm"
                  maxW="60"
                  aria-label="Relay point"
                  value={point.id}
                  onChange={(e) => {
                    setChosen(e.target.value);
                    setPage(1);
                  }}
                  options={points.data?.items.map((p) => ({ value: p.id, label: p.name })) ?? []}
                />
              )}
              <Button colorPalette="teal" onClick={() => setCheckInOpen(true)} flex={{ base: 1, md: 'initial' }}>
                Check In Package
              </Button>
            </HStack>
          </HStack>

          {inventory.data ? <StorageSummary summary={inventory.data.summary} /> : <Skeleton h="20" />}

          <Input
            type="search"
            aria-label="Search by tracking number"
            placeholder="Search by tracking number"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />

          {inventory.error && <QueryError title="Could not load the packages" error={inventory.error} />}
          {inventory.isPending && <Skeleton h="40" />}
          {inventory.data && inventory.data.items.length === 0 && (
            <EmptyStateCard
              title={search ? 'No package matches' : 'No packages stored'}
              text={search ? 'Check the tracking number and try again.' : 'Checked-in packages appear here.'}
            />
          )}
          {inventory.data && inventory.data.items.length > 0 && (
            <>
              <InventoryTable
                items={inventory.data.items}
                onDetails={(p) => setViewing(p.id)}
                onRelease={(p) => setReleasing(p)}
              />
              <Pager page={page} pageSize={PAGE_SIZE} total={inventory.data.total} onPage={setPage} label="Packages" />
            </>
          )}
          <CheckInDialog pointId={point.id} open={checkInOpen} onClose={() => setCheckInOpen(false)} />
          <ReleaseDialog pointId={point.id} pkg={releasing} onClose={() => setReleasing(null)} />
          <PackageDetailsDialog pointId={point.id} packageId={viewing} onClose={() => setViewing(null)} />
        </Stack>
      )}
    </Container>
  );
}
