import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { calendarDate, counted } from '@/lib/marketplace-format';
import type { StoredPackageRow } from '../api/types';
import { CONDITION_LABEL, DISPLAY_STATUS_COLOR, DISPLAY_STATUS_LABEL } from '../utils/relay-texts';

type Actions = { onDetails: (p: StoredPackageRow) => void; onRelease: (p: StoredPackageRow) => void };

const StatusBadge = ({ p }: { p: StoredPackageRow }) => (
  <Badge colorPalette={DISPLAY_STATUS_COLOR[p.displayStatus]}>{DISPLAY_STATUS_LABEL[p.displayStatus]}</Badge>
);
const party = (name: string | null) => name ?? 'Unknown';
/**
 * Who collects the package here (the traveler at the origin, the receiver at the destination).
 * The row carries no name before a traveler is matched: say so as a state, not in the name's place.
 */
const Collector = ({ p }: { p: StoredPackageRow }) =>
  p.recipientName ??
  (p.leg === 'origin' ? (
    <Text as="span" color="fg.muted" fontStyle="italic">
      awaiting a traveler
    </Text>
  ) : (
    'Unknown'
  ));

/** Spec §2 inventory: a table on wide screens, one card per package on a phone at the counter. */
export function InventoryTable({ items, ...actions }: { items: StoredPackageRow[] } & Actions) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="lg" hideBelow="md">
        <Table.Root size="sm" aria-label="Stored packages">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Tracking number</Table.ColumnHeader>
              <Table.ColumnHeader>Sender → Recipient</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Condition</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Storage days</Table.ColumnHeader>
              <Table.ColumnHeader>Expected pickup</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((p) => (
              <Table.Row key={p.id} data-testid="inventory-row">
                <Table.Cell fontFamily="mono">{p.trackingNumber}</Table.Cell>
                <Table.Cell>
                  {party(p.senderName)} → <Collector p={p} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge p={p} />
                </Table.Cell>
                <Table.Cell>{CONDITION_LABEL[p.condition]}</Table.Cell>
                <Table.Cell textAlign="end">{p.storageDays}</Table.Cell>
                <Table.Cell>{p.expectedPickupDate ? calendarDate(p.expectedPickupDate) : 'TBD'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end">
                    <Button size="xs" variant="outline" onClick={() => actions.onDetails(p)}>
                      View Details
                    </Button>
                    <Button size="xs" colorPalette="teal" onClick={() => actions.onRelease(p)}>
                      Release
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack hideFrom="md" gap="3" aria-label="Stored packages">
        {items.map((p) => (
          <Box key={p.id} borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="inventory-card">
            <HStack justify="space-between">
              <Text fontFamily="mono" fontWeight="semibold">
                {p.trackingNumber}
              </Text>
              <StatusBadge p={p} />
            </HStack>
            <Text fontSize="sm" mt="1">
              {party(p.senderName)} → <Collector p={p} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {CONDITION_LABEL[p.condition]} · {counted(p.storageDays, 'day')} · pickup{' '}
              {p.expectedPickupDate ? calendarDate(p.expectedPickupDate) : 'TBD'}
            </Text>
            <HStack mt="2">
              <Button size="sm" variant="outline" flex="1" onClick={() => actions.onDetails(p)}>
                View Details
              </Button>
              <Button size="sm" colorPalette="teal" flex="1" onClick={() => actions.onRelease(p)}>
                Release
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
