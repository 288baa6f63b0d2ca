import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, describeError } from '@/lib/api-error';
import { useRequestEmailChange } from '../api/change-email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Part of /settings#account: a new sign-in e-mail, confirmed with the current password. The
 * change waits for the link mailed to the new address; until then the old one still signs in.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const wanted = email.trim();
    if (!wanted) found.email = 'Please enter your email address';
    else if (!EMAIL.test(wanted)) found.email = 'Please enter a valid email address';
    else if (wanted.toLowerCase() === currentEmail.toLowerCase()) found.email = 'This is already your email address';
    if (!password) found.currentPassword = 'Password is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { email: wanted, currentPassword: password },
      {
        onSuccess: ({ pendingEmail }) => {
          setPending(pendingEmail);
          setEmail('');
          setPassword('');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors.length)
            setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
          else setErrors({ email: describeError(err) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change email">
      <Stack gap="3" maxW="md">
        {pending && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title wordBreak="break-word">Check your inbox at {pending}</Alert.Title>
              <Alert.Description wordBreak="break-word">
                Open the link we sent there to start signing in with it. Until then, keep using {currentEmail}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField label="New email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField label="Current password" error={errors.currentPassword}>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={change.isPending}>
          Change email
        </Button>
      </Stack>
    </form>
  );
}
