import { Stack, Text } from '@chakra-ui/react';

/**
 * A person or a shipment on the finance desk: its name (or tracking number) and what else
 * identifies it, with the id staff search by beneath. Before payments has heard of it, the
 * id alone.
 */
export function NamedId({ name, detail, id }: { name: string | null; detail?: string | null; id: string }) {
  return (
    <Stack gap="0" minW="10rem">
      {name && (
        <Text fontSize="sm" fontWeight="medium">
          {name}
        </Text>
      )}
      {detail && (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      )}
      <Text fontSize="xs" color="fg.subtle" wordBreak="break-all">
        {id}
      </Text>
    </Stack>
  );
}
