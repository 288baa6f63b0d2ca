import { Card, Center, Heading, HStack, Link, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A home panel: title, its 'View all' link and content. */
export function HomePanel({ title, viewAllTo, children }: { title: string; viewAllTo: string; children: ReactNode }) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          <Link asChild color="teal.700" fontSize="sm" fontWeight="medium">
            <RouterLink to={viewAllTo} aria-label={`View all: ${title}`}>
              View all
            </RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function PanelEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Center py="10">
      <VStack gap="1" textAlign="center">
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted">{text}</Text>
      </VStack>
    </Center>
  );
}
