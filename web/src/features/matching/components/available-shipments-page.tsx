import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { FormField } from '@/components/ui/form-field';
import { AppPage } from '@/components/ui/app-page';
import { RouteFilterFields } from '@/components/ui/route-filter-fields';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { MARKETPLACE_PAGE_SIZE, SHIPMENT_SIZES, type ShipmentSize } from '@/config/marketplace';
import { useAppliedFilters } from '@/lib/use-applied-filters';
import { useAvailableShipments } from '../api/get-available-shipments';
import type { AvailableShipmentFilters } from '../api/types';
import { ShipmentListingCard } from './shipment-listing-card';
import { counted, statusText } from '@/lib/marketplace-format';

type FilterForm = {
  fromLocation: string;
  toLocation: string;
  departOn: string;
  arriveBy: string;
  maxWeightKg: string;
  size: ShipmentSize | '';
};
const EMPTY: FilterForm = { fromLocation: '', toLocation: '', departOn: '', arriveBy: '', maxWeightKg: '', size: '' };

/** Filter form values → query filters (empty fields are left out; a bad weight is ignored). */
export function toFilters(form: FilterForm, page: number): AvailableShipmentFilters {
  const weight = Number(form.maxWeightKg);
  return {
    fromLocation: form.fromLocation || undefined,
    toLocation: form.toLocation || undefined,
    departOn: form.departOn || undefined,
    arriveBy: form.arriveBy || undefined,
    maxWeightKg: form.maxWeightKg.trim() !== '' && Number.isFinite(weight) && weight > 0 ? weight : undefined,
    size: form.size || undefined,
    page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

/** /available-shipments, /browse-shipments: packages travelers can deliver, with filters and paging. */
export function AvailableShipmentsPage() {
  const { form, set, applied, page, setPage, apply, clear } = useAppliedFilters(EMPTY);
  const query = useAvailableShipments(toFilters(applied, page));

  return (
    <AppPage
      title="Available Shipments"
      description="Find packages you can deliver."
      path="/available-shipments"
      lead="Find packages you can deliver"
      maxW="5xl"
    >
      <Card.Root mb="6">
        <Card.Body>
          <form onSubmit={apply} aria-label="Filter shipments">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              <RouteFilterFields form={form} set={set} />
              <FormField label="Size" required={false}>
                <SelectField
                  name="size"
                  value={form.size}
                  onChange={(e) => set('size', e.target.value)}
                  options={[
                    { value: '', label: 'Any size' },
                    ...SHIPMENT_SIZES.map((s) => ({ value: s, label: statusText(s) })),
                  ]}
                />
              </FormField>
              <FormField label="I depart on" required={false}>
                <Input
                  type="date"
                  name="departOn"
                  value={form.departOn}
                  onChange={(e) => set('departOn', e.target.value)}
                />
              </FormField>
              <FormField label="I arrive by" required={false}>
                <Input
                  type="date"
                  name="arriveBy"
                  value={form.arriveBy}
                  onChange={(e) => set('arriveBy', e.target.value)}
                />
              </FormField>
              <FormField label="Space I have (kg)" required={false}>
                <Input
                  name="maxWeightKg"
                  inputMode="decimal"
                  value={form.maxWeightKg}
                  onChange={(e) => set('maxWeightKg', e.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <Stack direction="row" gap="3" mt="4">
              <Button type="submit" colorPalette="teal">
                Search
              </Button>
              <Button variant="ghost" onClick={clear}>
                Clear filters
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {query.isPending ? (
        <PageSpinner label="Loading shipments..." />
      ) : query.error ? (
        <QueryError title="We couldn't load available shipments." error={query.error} />
      ) : query.data.items.length === 0 ? (
        <EmptyStateCard title="No shipments match" text="Try other cities or dates, or check back later." />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {counted(query.data.total, 'shipment')} found
          </Text>
          <Stack as="ul" gap="3" aria-label="Available shipments">
            {query.data.items.map((s) => (
              <ShipmentListingCard key={s.id} shipment={s} />
            ))}
          </Stack>
          <Pager
            page={page}
            pageSize={MARKETPLACE_PAGE_SIZE}
            total={query.data.total}
            onPage={setPage}
            label="Available shipments"
          />
        </Stack>
      )}
    </AppPage>
  );
}
