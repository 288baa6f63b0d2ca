import { Button, Card, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';

/** True when a query failed only because nobody is signed in (these flow screens are public routes). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What a public flow screen shows a visitor: sign in, then come back here. */
export function SignInCard({ text }: { text: string }) {
  const { pathname } = useLocation();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Text>{text}</Text>
        <Button asChild colorPalette="teal" alignSelf="start">
          <RouterLink to={`/auth?return_to=${encodeURIComponent(pathname)}`}>Sign in</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
