import { Container, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/**
 * The frame of a signed-in detail page about one route (a shipment, a trip): its metadata (kept
 * out of search results), the route as the page heading with a status badge beside it, an
 * optional line under the heading, then the page's sections.
 */
export function RouteDetailLayout({
  title,
  description,
  path,
  from,
  to,
  badge,
  subtitle,
  children,
}: {
  title: string;
  description: string;
  path: string;
  from: string;
  to: string;
  badge: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <HStack gap="3" flexWrap="wrap">
      <Heading as="h1" size="2xl">
        {from} → {to}
      </Heading>
      {badge}
    </HStack>
  );
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={description} path={path} noIndex />
      <Stack gap="6">
        {subtitle ? (
          <Stack gap="2">
            {heading}
            {subtitle}
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}
