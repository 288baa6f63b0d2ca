import { Box, Container, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/** Layout of the public content pages: title, lead paragraph, then sections. */
export function ContentPage({
  title,
  lead,
  description,
  path,
  updated,
  children,
}: {
  title: string;
  lead: string;
  description?: string;
  path: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description ?? lead} path={path} />
      <Box bg="teal.50" py={{ base: '10', md: '14' }}>
        <Container maxW="4xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="4">
            {title}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="3xl">
            {lead}
          </Text>
          {updated && (
            <Text fontSize="sm" color="fg.muted" mt="4">
              Last updated: {updated}
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="4xl" py="10">
        <VStack align="stretch" gap="10">
          {children}
        </VStack>
      </Container>
    </>
  );
}
