import { Button, Card, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { describeError } from '@/lib/api-error';
import { unsubscribe } from '../api/notification-preferences';
import { notificationKeys } from '../api/notification-keys';

/**
 * /unsubscribe?token=…: the link at the bottom of every e-mail. Opening it unsubscribes (one
 * click, no sign-in) from that e-mail's category and confirms it. A query, not a mutation, so
 * a remount reuses the answer; unsubscribing twice changes nothing anyway.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: notificationKeys.unsubscribe(token),
    queryFn: () => unsubscribe(token),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

  let title: string;
  let body: string;
  if (!token) {
    title = 'Unsubscribe link incomplete';
    body = 'This link is missing its token. Open the link from the e-mail again, or change your e-mails in Settings.';
  } else if (result.isPending) {
    title = 'Unsubscribing…';
    body = '';
  } else if (result.isError) {
    title = "We couldn't unsubscribe you";
    body = `${describeError(result.error)}. Open the link from the e-mail again, or change your e-mails in Settings.`;
  } else {
    title = 'You are unsubscribed';
    body = `You will no longer receive ${result.data.label} e-mails from Oneway. You still see these notifications when you use Oneway.`;
  }
  return (
    <Container maxW="lg" py={{ base: '10', md: '16' }}>
      <PageMeta title="Unsubscribe" description="Stop one kind of Oneway e-mail." path="/unsubscribe" noIndex />
      <Card.Root>
        <Card.Body gap="4" role={result.isPending && token ? 'status' : undefined}>
          <HStack gap="3">
            {token && result.isPending && <Spinner size="sm" />}
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </HStack>
          {body && <Text color="fg.muted">{body}</Text>}
          {!(token && result.isPending) && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="teal">
                <RouterLink to="/settings#notifications">Notification settings</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/">Go to Oneway</RouterLink>
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
