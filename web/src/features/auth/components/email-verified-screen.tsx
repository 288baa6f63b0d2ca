import { Button, Card, Center, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AppIcon } from '@/components/ui/app-icon';
import { PageMeta } from '@/components/ui/page-meta';
import { describeError } from '@/lib/api-error';
import { useVerifyEmail } from '../api/verify-email';

function Outcome({ title, body, cta }: { title: string; body: string; cta: string }) {
  return (
    <VStack gap="4" textAlign="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" wordBreak="break-word">
        {body}
      </Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/auth">{cta}</RouterLink>
      </Button>
    </VStack>
  );
}

/** /auth/email-verified: confirms the address with the token from the e-mailed link. */
export function EmailVerifiedScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);

  let content;
  if (token && verification.isPending) {
    content = (
      <VStack gap="3" role="status">
        <Spinner size="lg" color="teal.600" />
        <Text>Verifying your email...</Text>
      </VStack>
    );
  } else if (token && verification.isError) {
    content = (
      <Outcome
        title="We couldn't verify your email"
        body={`${describeError(verification.error)} The link may have expired, been replaced by a newer one, or already been used: sign in with your email to get a new link.`}
        cta="Back to Sign In"
      />
    );
  } else if (token && verification.data?.changedTo) {
    content = (
      <Outcome
        title="Email changed"
        body={`You now sign in to Oneway with ${verification.data.changedTo}. Your previous address no longer works for signing in.`}
        cta="Continue to Sign In"
      />
    );
  } else if (token) {
    content = (
      <Outcome
        title="Email verified"
        body="Your email address is confirmed. You can now sign in to Oneway."
        cta="Continue to Sign In"
      />
    );
  } else {
    content = (
      <Outcome
        title="Check your inbox"
        body="Open the verification link we e-mailed you to confirm your address. It can take a minute to arrive; check your spam folder too."
        cta="Back to Sign In"
      />
    );
  }

  return (
    <Center minH="100vh" bg="bg.subtle" p="4" as="main" id="main-content">
      <PageMeta
        title="Email verification"
        description="Confirm your Oneway email address."
        path="/auth/email-verified"
        noIndex
      />
      <Card.Root maxW="md" w="full">
        <Card.Body gap="6" alignItems="center">
          <Center bg="teal.100" color="teal.700" borderRadius="full" boxSize="14">
            <AppIcon name="check" size={28} />
          </Center>
          {content}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
