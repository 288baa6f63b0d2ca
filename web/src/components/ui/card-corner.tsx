import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The price/status corner of a list card: a column at the card's right edge from `sm` up;
 * on phones one full-width row with its first and last items at either edge, so the
 * corner never squeezes the card's main text into a narrow column.
 */
export function CardCorner({ gap = '2', children }: { gap?: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ base: 'row', sm: 'column' }}
      align={{ base: 'center', sm: 'end' }}
      justify="space-between"
      gap={gap}
      w={{ base: 'full', sm: 'auto' }}
      ms="auto"
    >
      {children}
    </Stack>
  );
}
