import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { WideTable } from '@/components/ui/wide-table';
import { useAuthUser } from '@/lib/auth-user';
import { statusText } from '@/lib/marketplace-format';
import { notify } from '@/lib/toaster';
import { mayDo, type UserRole } from '@/types/user';
import { useUsers, type AdminUser, type UsersFilter } from '../api/get-users';
import { AdminPage } from '@/components/admin/admin-page';
import { BanDialog } from './ban-dialog';
import { useChangeRole } from '../api/change-role';

const ROLES: UserRole[] = ['user', 'admin', 'moderator', 'support', 'finance', 'relay_staff'];

function RoleCell({ user, canChange }: { user: AdminUser; canChange: boolean }) {
  const change = useChangeRole();
  if (!canChange) return <Badge>{statusText(user.role)}</Badge>;
  return (
    <SelectField
      size="xs"
      width="32"
      disabled={change.isPending}
      aria-label={`Role of ${user.username}`}
      value={user.role}
      onChange={(e) =>
        change.mutate(
          { userId: user.id, role: e.target.value as UserRole },
          {
            onSuccess: (u) => notify({ title: `${u.username} is now ${statusText(u.role)}`, type: 'success' }),
            onError: (err) => notify({ title: 'Could not change the role', description: err.message, type: 'error' }),
          },
        )
      }
      options={ROLES.map((r) => ({ value: r, label: statusText(r) }))}
    />
  );
}

export function AdminUsersPage() {
  const { data: me } = useAuthUser();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ query: '', role: '', status: '', page: 1 });
  const q = useUsers(filter);
  const canRole = mayDo(me, 'users.role.change');
  const canBan = mayDo(me, 'users.ban');
  return (
    <AdminPage
      action="users.read"
      title="Users"
      summary="Search by name, username or e-mail. Role changes and bans are recorded in the audit log."
    >
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ ...filter, query: text, page: 1 });
        }}
      >
        <Input
          aria-label="Search users"
          placeholder="Name, username or e-mail"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
        />
        <SelectField
          width={{ base: 'full', md: '40' }}
          aria-label="Role"
          value={filter.role}
          onChange={(e) => setFilter({ ...filter, role: e.target.value as UserRole | '', page: 1 })}
          options={[{ value: '', label: 'All roles' }, ...ROLES.map((r) => ({ value: r, label: statusText(r) }))]}
        />
        <SelectField
          width={{ base: 'full', md: '40' }}
          aria-label="Status"
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as UsersFilter['status'], page: 1 })}
          options={[
            { value: '', label: 'Any status' },
            { value: 'active', label: 'Active' },
            { value: 'banned', label: 'Banned' },
          ]}
        />
        <Button type="submit" colorPalette="teal">
          Search
        </Button>
      </Stack>
      {q.isPending ? (
        <PageSpinner label="Loading users..." />
      ) : q.isError ? (
        <QueryError title="Could not load users" error={q.error} />
      ) : q.data.items.length === 0 ? (
        <EmptyStateCard title="No users found" text="Try another name, username or e-mail, or clear the filters." />
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {q.data.total} {q.data.total === 1 ? 'user' : 'users'}
          </Text>
          <WideTable label="Users">
            <Table.Root size="sm" data-testid="admin-users">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>User</Table.ColumnHeader>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Role</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {q.data.items.map((u) => (
                  <Table.Row key={u.id} data-testid="admin-user-row">
                    <Table.Cell>
                      <Text fontWeight="semibold">{u.fullName || u.username}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        @{u.username}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{u.email}</Table.Cell>
                    <Table.Cell>
                      <RoleCell user={u} canChange={canRole && u.id !== me?.id} />
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={u.isBanned ? 'red' : 'green'}>{u.isBanned ? 'Banned' : 'Active'}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button asChild size="xs" variant="outline">
                          <RouterLink to={`/admin/users/${u.id}/history`}>History</RouterLink>
                        </Button>
                        {canBan && u.id !== me?.id && <BanDialog user={u} />}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </WideTable>
          <Pager
            page={filter.page}
            pageSize={q.data.pageSize}
            total={q.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
            label="Users"
          />
        </>
      )}
    </AdminPage>
  );
}
