import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { ApiError, describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { queryRoots } from '@/lib/query-keys';

const BIO_MAX = 1000;

/** The profile's bio: read, then edited in place (PATCH /api/profile). */
export function BioEditor({ bio }: { bio: string | null }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(bio ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (next: string | null) => api.patch('/api/profile', { bio: next }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.profile }),
  });
  if (!editing)
    return (
      <HStack gap="3" align="start">
        <Text color={bio ? undefined : 'fg.muted'}>
          {bio || 'No bio yet: tell senders and travelers about yourself.'}
        </Text>
        <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
          Edit bio
        </Button>
      </HStack>
    );
  return (
    <Stack gap="2">
      <FormField label="Bio" required={false} error={error} helper={`${value.length} of ${BIO_MAX} characters`}>
        <Textarea value={value} maxLength={BIO_MAX} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <HStack>
        <Button
          size="sm"
          colorPalette="teal"
          loading={save.isPending}
          onClick={() =>
            save.mutate(value.trim() || null, {
              onSuccess: () => {
                setEditing(false);
                notify({ title: 'Bio saved', type: 'success' });
              },
              onError: (err) =>
                setError(
                  err instanceof ApiError && err.fieldErrors[0] ? err.fieldErrors[0].message : describeError(err),
                ),
            })
          }
        >
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
