import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { instantDate, statusText } from '@/lib/marketplace-format';
import type { InterestStatus, InterestView, Page } from '../api/types';
import { interestStatusColor } from '../utils/interest-rules';

const STATUSES: InterestStatus[] = ['pending', 'accepted', 'rejected', 'withdrawn'];

export function StatusFilter({
  value,
  onChange,
}: {
  value: InterestStatus | '';
  onChange: (value: InterestStatus | '') => void;
}) {
  return (
    <SelectField
      size="sm"
      maxW="xs"
      aria-label="Filter by status"
      value={value}
      onChange={(e) => onChange(e.target.value as InterestStatus | '')}
      options={[{ value: '', label: 'All statuses' }, ...STATUSES.map((s) => ({ value: s, label: statusText(s) }))]}
    />
  );
}

/** A page of interests with loading, error and empty states; `actions` renders each row's buttons. */
export function InterestList({
  query,
  page,
  onPage,
  empty,
  errorTitle,
  shipmentLink,
  actions,
}: {
  query: { isPending: boolean; error: Error | null; data?: Page<InterestView> };
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  errorTitle: string;
  shipmentLink: (interest: InterestView) => string | null;
  actions: (interest: InterestView) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label="Loading interests..." />;
  if (query.error) return <QueryError title={errorTitle} error={query.error} />;
  if (!query.data || query.data.items.length === 0) return <>{empty}</>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" aria-label="Interests" data-testid="interest-list">
        {query.data.items.map((interest) => {
          const to = shipmentLink(interest);
          const route = `${interest.shipment.fromLocation} → ${interest.shipment.toLocation}`;
          return (
            <Card.Root as="li" key={interest.id} size="sm" listStyleType="none">
              <Card.Body gap="2">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    {to ? (
                      <Link asChild color="teal.700">
                        <RouterLink to={to}>{route}</RouterLink>
                      </Link>
                    ) : (
                      route
                    )}
                  </Text>
                  <Badge colorPalette={interestStatusColor(interest.status)}>{statusText(interest.status)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {interest.shipment.trackingNumber} · {interest.shipment.weightKg} kg · shipment{' '}
                  {statusText(interest.shipment.status).toLowerCase()} · {instantDate(interest.createdAt)}
                </Text>
                <Text>“{interest.message}”</Text>
                {interest.rejectionReason && (
                  <Text fontSize="sm" color="fg.muted">
                    {interest.rejectionReason}
                  </Text>
                )}
                {actions(interest)}
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <Pager page={page} pageSize={query.data.pageSize} total={query.data.total} onPage={onPage} label="Interests" />
    </Stack>
  );
}
