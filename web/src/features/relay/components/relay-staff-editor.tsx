import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useManageRelayPoint } from '../api/manage-relay-point';
import { useUserSearch } from '../api/search-users';
import type { RelayPointAdmin } from '../api/types';

/** The point's staff: remove one, or find a user by name, username or e-mail and assign them. */
export function RelayStaffEditor({ point }: { point: RelayPointAdmin }) {
  const [query, setQuery] = useState('');
  const matches = useUserSearch(query);
  const manage = useManageRelayPoint();
  const run = (action: Parameters<typeof manage.mutate>[0], done: string) =>
    manage.mutate(action, {
      onSuccess: () => notify({ type: 'success', title: done }),
      onError: (err) => notify({ type: 'error', title: err instanceof ApiError ? err.detail : 'Request failed' }),
    });
  return (
    <Stack gap="2">
      {point.staff.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No staff assigned.
        </Text>
      )}
      {point.staff.map((s) => (
        <HStack key={s.userId} justify="space-between">
          <Text fontSize="sm">{s.fullName ?? s.userId}</Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => run({ type: 'unassign', id: point.id, userId: s.userId }, 'Staff member removed')}
          >
            Remove
          </Button>
        </HStack>
      ))}
      <Input
        size="sm"
        aria-label={`Find a user to assign to ${point.name}`}
        placeholder="Name, username or e-mail to assign"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {matches.data?.items
        .filter((u) => !point.staff.some((s) => s.userId === u.id))
        .map((u) => (
          <HStack key={u.id} justify="space-between">
            <Text fontSize="sm">
              {u.fullName} ({u.username})
            </Text>
            <Button
              size="xs"
              colorPalette="teal"
              onClick={() => {
                setQuery('');
                run({ type: 'assign', id: point.id, userId: u.id }, 'Relay staff assigned');
              }}
            >
              Assign
            </Button>
          </HStack>
        ))}
    </Stack>
  );
}
