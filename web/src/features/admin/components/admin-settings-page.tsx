import { Badge, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { useAuthUser } from '@/lib/auth-user';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { useSettings, useUpdateSetting, type PaymentSettings } from '../api/settings';
import { AdminPage } from './admin-page';
import { SETTINGS_CATALOGUE, settingProblem } from './settings-catalogue';

function SettingRow({
  entry,
  value,
  editable,
}: {
  entry: (typeof SETTINGS_CATALOGUE)[number];
  value: number;
  editable: boolean;
}) {
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSetting();
  const save = () => {
    const problem = settingProblem(draft, entry.min, entry.max);
    if (problem) return setError(problem);
    update.mutate({ [entry.key]: Number(draft) } as Partial<PaymentSettings>, {
      onSuccess: () =>
        notify({ title: `${entry.label} saved`, description: 'It applies from now on.', type: 'success' }),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Card.Root size="sm" data-testid={`setting-${entry.key}`}>
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{entry.label}</Text>
          <Badge>{entry.category}</Badge>
          <Badge colorPalette={entry.isPublic ? 'blue' : 'gray'}>{entry.isPublic ? 'Public' : 'Internal'}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {entry.description}
        </Text>
        {editable ? (
          <HStack align="end" gap="2">
            <FormField label={`Value (${entry.unit}, ${entry.min}–${entry.max})`} error={error}>
              <Input
                inputMode="numeric"
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <Button colorPalette="teal" loading={update.isPending} disabled={draft === String(value)} onClick={save}>
              Save
            </Button>
          </HStack>
        ) : (
          <Text>
            {value} {entry.unit}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AdminSettingsPage() {
  const { data: me } = useAuthUser();
  const q = useSettings();
  const editable = mayDo(me, 'settings.change');
  return (
    <AdminPage
      action="settings.read"
      title="System settings"
      summary="Changes apply at once, without a restart, and each one is recorded in the audit log."
    >
      {q.isPending ? (
        <PageSpinner label="Loading settings..." />
      ) : q.isError ? (
        <QueryError title="Could not load the settings" error={q.error} />
      ) : (
        <Stack gap="3">
          {SETTINGS_CATALOGUE.map((entry) => (
            <SettingRow
              key={`${entry.key}-${q.data[entry.key]}`}
              entry={entry}
              value={q.data[entry.key]}
              editable={editable}
            />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
