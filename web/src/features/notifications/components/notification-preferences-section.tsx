import { Checkbox, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { QueryError } from '@/components/ui/query-error';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useNotificationPreferences, useSetEmailPreference } from '../api/notification-preferences';

/** /settings 'Notifications': in-app always on, e-mail on or off per category. */
export function NotificationPreferencesSection() {
  const prefs = useNotificationPreferences();
  const set = useSetEmailPreference();
  if (prefs.isPending) return <Spinner aria-label="Loading notification settings" />;
  if (prefs.isError || !prefs.data)
    return <QueryError title="Notification settings could not be loaded" error={prefs.error} />;
  if (prefs.data.items.length === 0) return <Text color="fg.muted">There are no notification settings yet.</Text>;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        You always see notifications in Oneway. Choose which ones also reach you by e-mail.
      </Text>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Notification</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm">In-app</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">E-mail</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prefs.data.items.map((p) => (
            <Table.Row key={p.category} data-testid={`preference-${p.category}`}>
              <Table.Cell>
                <Text fontWeight="medium">{p.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.description}
                </Text>
              </Table.Cell>
              <Table.Cell hideBelow="sm">
                <Text fontSize="sm">Always on</Text>
              </Table.Cell>
              <Table.Cell>
                <HStack>
                  <Checkbox.Root
                    checked={p.email}
                    disabled={set.isPending && set.variables?.category === p.category}
                    onCheckedChange={(e) =>
                      set.mutate(
                        { category: p.category, email: !!e.checked },
                        {
                          onError: (err) =>
                            notify({ type: 'error', title: 'Setting not saved', description: describeError(err) }),
                        },
                      )
                    }
                  >
                    <Checkbox.HiddenInput aria-label={`E-mail me about ${p.label}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
