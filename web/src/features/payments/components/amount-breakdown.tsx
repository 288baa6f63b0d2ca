import { DataList, Separator, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@/lib/marketplace-format';
import type { PriceBreakdown } from '../api/types';

/** What the sender pays, as the server priced it: the browser formats these, never computes them. */
export function AmountBreakdown({ breakdown }: { breakdown: PriceBreakdown }) {
  const money = (minor: number) => formatMoney(minor, breakdown.currency);
  const rows: Array<[string, number]> = [
    ['Shipment amount', breakdown.amount],
    ['Platform fee', breakdown.platformFee],
    ['Insurance premium', breakdown.insurancePremium],
  ];
  return (
    <Stack gap="3" data-testid="amount-breakdown">
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end">{money(value)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Separator />
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel fontWeight="semibold">Total</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end" fontWeight="bold" data-testid="amount-total">
            {money(breakdown.total)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        Your payment is held in escrow and released to the traveler only after delivery.
      </Text>
    </Stack>
  );
}
