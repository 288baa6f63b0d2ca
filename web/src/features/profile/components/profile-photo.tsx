import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { ApiError, describeError } from '@/lib/api-error';
import { authUserQueryKey } from '@/lib/auth-user';
import { notify } from '@/lib/toaster';
import type { User } from '@/types/user';
import { queryRoots } from '@/lib/query-keys';

/** The server's words for a refused file (e.g. "Only JPEG, PNG, WebP files are accepted"). */
const messageOf = (err: unknown) =>
  err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.detail) : describeError(err);

/**
 * The own avatar on /profile: the uploaded photo (initials until there is one or while it
 * loads), with upload/change and remove. The server sniffs type and size; its message is shown.
 */
export function ProfilePhoto({ profile }: { profile: User }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const saved = (user: User) => {
    setError(undefined);
    client.setQueryData(queryRoots.profile, user);
    // The header's avatar reads the signed-in user.
    client.setQueryData<User | null>(authUserQueryKey, (me) => (me ? { ...me, profileImage: user.profileImage } : me));
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return api.upload<User>('/api/profile/photo', form);
    },
    onSuccess: (user) => {
      saved(user);
      notify({ title: 'Photo saved', type: 'success' });
    },
    onError: (err) => setError(messageOf(err)),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<User>('/api/profile/photo'),
    onSuccess: (user) => {
      saved(user);
      notify({ title: 'Photo removed', type: 'success' });
    },
    onError: (err) => setError(messageOf(err)),
  });
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) upload.mutate(file);
  };
  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="2" align="center" flexShrink={0}>
      <Avatar.Root size="2xl" colorPalette="teal" data-testid="profile-avatar">
        <Avatar.Fallback name={profile.fullName || profile.username} />
        {profile.profileImage && <Avatar.Image src={profile.profileImage} alt="" />}
      </Avatar.Root>
      <HStack gap="1" wrap="wrap" justify="center">
        <Button
          size="xs"
          variant="outline"
          loading={upload.isPending}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {profile.profileImage ? 'Change photo' : 'Upload photo'}
        </Button>
        {profile.profileImage && (
          <Button size="xs" variant="ghost" loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
            Remove photo
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label="Profile photo"
          onChange={(e) => pick(e.target.files)}
        />
      </HStack>
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error" maxW="48" textAlign="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}
