import { Card, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { SETTINGS_SECTIONS } from '../settings-sections';

/** /settings: one card per section of SETTINGS_SECTIONS, each reachable at /settings#<id>. */
export function SettingsPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Settings" description="Your account and notification preferences." path="/settings" noIndex />
      <Heading as="h1" size="2xl" mb="6">
        Settings
      </Heading>
      <Stack gap="6">
        {SETTINGS_SECTIONS.map(({ id, title, Component }) => (
          <Card.Root as="section" key={id} id={id} aria-labelledby={`${id}-title`} scrollMarginTop="80px">
            <Card.Body gap="4">
              <Heading as="h2" size="lg" id={`${id}-title`}>
                {title}
              </Heading>
              <Suspense fallback={<Spinner aria-label={`Loading ${title}`} />}>
                <Component />
              </Suspense>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Container>
  );
}
