import { Badge, Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { ApiError } from '@/lib/api-error';
import { useAuthUser } from '@/lib/auth-user';
import { notify } from '@/lib/toaster';
import { mayDo } from '@/types/user';
import { useSettings, useUpdateSetting, type SettingsSource } from '../api/settings';
import { AdminPage } from '@/components/admin/admin-page';
import {
  SETTINGS_CATALOGUE,
  SETTINGS_CATEGORIES,
  settingProblem,
  type SettingEntry,
  type SettingsCategory,
} from './settings-catalogue';

function SettingRow({ entry, value, editable }: { entry: SettingEntry; value: number; editable: boolean }) {
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSetting<SettingsSource>(entry.source);
  const save = () => {
    const problem = settingProblem(draft, entry.min, entry.max);
    if (problem) return setError(problem);
    update.mutate(
      { [entry.key]: Number(draft) },
      {
        onSuccess: () =>
          notify({ title: `${entry.label} saved`, description: 'It applies from now on.', type: 'success' }),
        // The owning service's own check (e.g. the storage limit must exceed the near-limit warning).
        onError: (e) => setError((e instanceof ApiError && e.fieldErrors[0]?.message) || e.message),
      },
    );
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

/** One category's settings, read from the service that owns them. */
function SettingsSection({ category, editable }: { category: SettingsCategory; editable: boolean }) {
  const entries = SETTINGS_CATALOGUE.filter((e) => e.category === category);
  const q = useSettings<SettingsSource>(entries[0]!.source);
  const values = q.data as Record<string, number> | undefined;
  return (
    <Stack as="section" aria-label={category} gap="3">
      <Heading as="h2" size="md">
        {category}
      </Heading>
      {q.isPending ? (
        <PageSpinner label="Loading settings..." />
      ) : q.isError || !values ? (
        <QueryError title={`Could not load the ${category.toLowerCase()} settings`} error={q.error} />
      ) : (
        entries.map((entry) => (
          <SettingRow
            key={`${entry.key}-${values[entry.key]}`}
            entry={entry}
            value={values[entry.key] ?? 0}
            editable={editable}
          />
        ))
      )}
    </Stack>
  );
}

export function AdminSettingsPage() {
  const { data: me } = useAuthUser();
  const editable = mayDo(me, 'settings.change');
  return (
    <AdminPage
      action="settings.read"
      title="System settings"
      summary="Changes apply at once, without a restart, and each one is recorded in the audit log."
    >
      <Stack gap="6">
        {SETTINGS_CATEGORIES.map((category) => (
          <SettingsSection key={category} category={category} editable={editable} />
        ))}
      </Stack>
    </AdminPage>
  );
}
