import { DataList } from '@chakra-ui/react';

/** A record's facts as label/value rows (a detail page's summary card). */
export function DetailRows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
