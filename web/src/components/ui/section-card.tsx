import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card that is a page section named by its h2 (the id is `<idPrefix>-<title as a slug>`). */
export function SectionCard({ title, idPrefix, children }: { title: string; idPrefix: string; children: ReactNode }) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
