import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { useAuthUser } from '@/lib/auth-user';
import { mayDo } from '@/types/user';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the pure roles matrix (docs/decisions/ops-staff-roles.md)
import type { StaffAction } from '../../../../libs/contracts/src/staff-permissions';
import { AdminFrame } from './admin-frame';

/**
 * Frame of every admin page: title, the section nav, the content. A staff role the roles
 * matrix does not give `action` sees why instead of a page of refusals.
 */
export function AdminPage({
  title,
  summary,
  action,
  children,
}: {
  title: string;
  summary?: string;
  action?: StaffAction;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { data: user } = useAuthUser();
  const allowed = !action || mayDo(user, action);
  return (
    <AdminFrame>
      <PageMeta title={title} description={summary ?? title} path={pathname} noIndex />
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {summary && <Text color="fg.muted">{summary}</Text>}
        </Stack>
        {allowed ? (
          children
        ) : (
          <Alert.Root status="info" data-testid="not-for-role">
            <Alert.Indicator />
            <Alert.Title>Your role does not include this page. Ask an administrator if you need it.</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </AdminFrame>
  );
}
