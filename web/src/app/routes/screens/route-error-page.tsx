import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

const RELOADED_KEY = 'chunk_reload_at';

/** A screen's code chunk is gone, typically because a new version was deployed meanwhile. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * Shown when a screen fails to load or render. A stale chunk after a deploy reloads the page
 * once by itself (at most once a minute, so a real outage cannot cause a reload loop).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    if (!stale) return;
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }, [stale]);

  return (
    <Container maxW="2xl" py="20" as="main">
      <VStack align="start" gap="4" role="alert">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text>
          {stale
            ? 'A new version of Oneway is available. Reloading the page will fix this.'
            : 'This page could not be displayed. Reloading usually fixes it.'}
        </Text>
        <Text color="fg.muted">If you continue to experience issues, please contact our support team.</Text>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </VStack>
    </Container>
  );
}
