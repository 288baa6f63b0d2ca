import { Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';

/**
 * A detail page whose record could not be loaded: the error, titled as the page's h1 (so a
 * screen reader, and anything waiting for the page's heading, finds one), and a way back.
 */
export function QueryErrorPage({
  title,
  error,
  backTo,
  backText,
}: {
  title: string;
  error: unknown;
  backTo: string;
  backText: string;
}) {
  return (
    <Container maxW="3xl" py="12">
      <QueryError title={title} error={error} asPageHeading />
      <Button asChild variant="outline" mt="4">
        <RouterLink to={backTo}>{backText}</RouterLink>
      </Button>
    </Container>
  );
}
