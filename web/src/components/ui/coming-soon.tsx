import { Badge, Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageMeta } from './page-meta';

/** Placeholder for screens that later issues build; the route exists and says so plainly. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  const { pathname: path } = useLocation();
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <PageMeta title={title} description={summary} path={path} noIndex />
      <VStack align="start" gap="5" data-testid="coming-soon">
        <Badge colorPalette="teal" size="lg">
          Coming soon
        </Badge>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {summary}
        </Text>
        <Text color="fg.muted">
          This part of Oneway is being built right now. Everything else you see is ready to use.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="teal">
            <RouterLink to="/">Return Home</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/faq">Read the FAQ</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
