import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isStaff } from '@/types/user';
import { useAuthUser } from '@/lib/auth-user';
import { RedirectToAuth } from '@/components/auth/redirect-to-auth';

/** Layout route for /admin: signed in and role admin, moderator or support (spec §6). */
export function RequireStaff() {
  const { data: user, isPending } = useAuthUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <RedirectToAuth path={`${location.pathname}${location.search}`} />;
  if (!isStaff(user)) {
    return (
      <Container maxW="2xl" py="20">
        <VStack align="start" gap="4" data-testid="access-denied">
          <Heading as="h1" size="2xl">
            Access denied
          </Heading>
          <Text color="fg.muted">
            This area is for Oneway staff. If you think you should have access, contact your administrator.
          </Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/">Return Home</RouterLink>
          </Button>
        </VStack>
      </Container>
    );
  }
  return <Outlet />;
}
