import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What an empty list shows instead: a title, a line of help and, as children, an optional next step. */
export function EmptyStateCard({ title, text, children }: { title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body textAlign="center" py="10">
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted">{text}</Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
