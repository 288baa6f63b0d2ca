import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { QueryError } from '@/components/ui/query-error';
import { api } from '@/lib/api-client';
import { ApiError, describeError } from '@/lib/api-error';
import { storeSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { ChangeEmailForm } from './change-email-form';
import { queryRoots } from '@/lib/query-keys';

type Profile = { email: string; emailVerified: boolean };

/** /settings#account: the sign-in e-mail (its confirmation and change) and a password change. */
export function AccountSettingsSection() {
  const profile = useQuery({
    queryKey: queryRoots.profile,
    queryFn: ({ signal }) => api.get<Profile>('/api/profile', signal),
  });
  const resend = useMutation({
    mutationFn: (email: string) => api.post('/api/auth/resend-verification', { usernameOrEmail: email }),
  });
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<Parameters<typeof storeSession>[0]>('/api/auth/change-password', body),
  });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.currentPassword = 'Password is required';
    if (!next) found.newPassword = 'Password is required';
    if (next && confirm !== next) found.confirmPassword = "Passwords don't match";
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (session) => {
          // Other sessions end; this one continues with the new token.
          if (session && typeof session === 'object' && 'accessToken' in session) storeSession(session);
          setCurrent('');
          setNext('');
          setConfirm('');
          notify({ title: 'Password changed', description: 'Other devices are signed out.', type: 'success' });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors.length)
            setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
          else setErrors({ currentPassword: describeError(err) });
        },
      },
    );
  };

  return (
    <Stack gap="6">
      {profile.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : profile.error ? (
        <QueryError title="We couldn't load your account." error={profile.error} />
      ) : (
        <Stack gap="2">
          <HStack gap="3" flexWrap="wrap">
            <Text wordBreak="break-word">
              E-mail: <strong>{profile.data.email || 'Email not available'}</strong>
            </Text>
            <Badge colorPalette={profile.data.emailVerified ? 'green' : 'orange'}>
              {profile.data.emailVerified ? 'Confirmed' : 'Not confirmed'}
            </Badge>
          </HStack>
          {!profile.data.emailVerified && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(profile.data.email, {
                  onSuccess: () => notify({ title: 'Confirmation e-mail sent', type: 'success' }),
                  onError: (err) => notify({ title: 'Not sent', description: describeError(err), type: 'error' }),
                })
              }
            >
              Send the confirmation e-mail again
            </Button>
          )}
          <Heading as="h3" size="md" mt="4">
            Change email
          </Heading>
          <ChangeEmailForm currentEmail={profile.data.email} />
        </Stack>
      )}
      <Stack gap="2">
        <Heading as="h3" size="md">
          Change password
        </Heading>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="3" maxW="md">
            <FormField label="Current password" error={errors.currentPassword}>
              <PasswordInput
                name="currentPassword"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </FormField>
            <FormField
              label="New password"
              error={errors.newPassword}
              helper="At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character."
            >
              <PasswordInput
                name="newPassword"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword}>
              <PasswordInput
                name="confirmPassword"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="teal" alignSelf="start" loading={change.isPending}>
              Change password
            </Button>
          </Stack>
        </form>
      </Stack>
    </Stack>
  );
}
