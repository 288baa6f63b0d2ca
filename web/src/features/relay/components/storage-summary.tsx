import { Badge, HStack, SimpleGrid, Stat } from '@chakra-ui/react';
import type { Inventory } from '../api/types';

/**
 * Spec §2 status summary: Good under 10 days, Near Limit 10 to 13 days, Expired 14 or more, by
 * default; the limits are the relay's storage settings, which the summary carries.
 */
export function StorageSummary({ summary }: { summary: Inventory['summary'] }) {
  const near = summary.nearLimitDays;
  const expired = summary.expiredDays;
  const cells = [
    { label: 'Good', help: `Under ${near} days`, value: summary.good, color: 'green' },
    { label: 'Near Limit', help: `${near} to ${expired - 1} days`, value: summary.nearLimit, color: 'orange' },
    { label: 'Expired', help: `${expired} days or more`, value: summary.expired, color: 'red' },
  ];
  return (
    <SimpleGrid columns={3} gap={{ base: 2, md: 4 }} aria-label="Storage status summary">
      {cells.map((c) => (
        <Stat.Root key={c.label} borderWidth="1px" rounded="lg" p={{ base: 2, md: 4 }} bg="bg.panel">
          <HStack justify="space-between" wrap="wrap">
            <Stat.Label>{c.label}</Stat.Label>
            <Badge colorPalette={c.color} hideBelow="md">
              {c.help}
            </Badge>
          </HStack>
          <Stat.ValueText data-testid={`summary-${c.label.toLowerCase().replace(' ', '-')}`}>{c.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
