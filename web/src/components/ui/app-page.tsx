import { Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/ui/page-meta';

/**
 * Frame of a signed-in user's page: its width, the document's title and description (never
 * indexed), the page's h1 and the lead line under it. Admin pages have their own (AdminPage).
 */
export function AppPage({
  title,
  lead,
  description,
  path,
  maxW = '4xl',
  leadTestId,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** For the document head; the lead when it is plain text. */
  description: string;
  path: string;
  maxW?: '3xl' | '4xl' | '5xl';
  leadTestId?: string;
  children: ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={description} path={path} noIndex />
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6" data-testid={leadTestId}>
        {lead}
      </Text>
      {children}
    </Container>
  );
}
