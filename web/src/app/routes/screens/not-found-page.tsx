import { Button, Container, Heading, HStack, List, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';

/** Spec §2 404 page, texts verbatim. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }} data-testid="not-found">
      <PageMeta
        title="Page Not Found"
        description="We couldn't find the page you're looking for."
        path="/404"
        noIndex
      />
      <VStack align="start" gap="6">
        <Text fontSize="6xl" fontWeight="bold" color="teal.600" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="3xl">
          Page Not Found
        </Heading>
        <Text fontSize="lg">Oops! We couldn't find the page you're looking for.</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button asChild colorPalette="teal">
            <RouterLink to="/">Return Home</RouterLink>
          </Button>
        </HStack>
        <VStack align="start" gap="2">
          <Text fontWeight="semibold">Here are a few things you can try:</Text>
          <List.Root ps="5">
            <List.Item>Go back to the previous page</List.Item>
            <List.Item>Return home and start again</List.Item>
            <List.Item>Check the URL for typing mistakes</List.Item>
            <List.Item>Explore the navigation menu to find what you need</List.Item>
          </List.Root>
        </VStack>
        <Text color="fg.muted">If you continue to experience issues, please contact our support team.</Text>
      </VStack>
    </Container>
  );
}
