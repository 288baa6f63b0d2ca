import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { TOAST } from '@/config/constants';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordProblem } from '../utils/password-rules';
import { PasswordChecklist } from './password-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';

export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetPasswordProblem(password, confirm);
    if (problem) {
      notify({ ...problem, type: 'error' });
      return;
    }
    if (!token) {
      notify({
        title: 'Password update failed',
        description: 'This reset link is incomplete. Request a new one from the sign-in screen.',
        type: 'error',
      });
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify({
            title: 'Password updated successfully',
            description: 'You can now sign in with your new password.',
            type: 'success',
            duration: TOAST.longDurationMs,
          });
          onDone();
        },
        onError: (error) =>
          notify({ title: 'Password update failed', description: describeError(error), type: 'error' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Choose a new password
        </Heading>
        <Text color="fg.muted">Pick a password you have not used on Oneway before.</Text>
        <FormField label="New password">
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="reset-password-requirements"
          />
        </FormField>
        <PasswordStrengthMeter password={password} />
        <PasswordChecklist password={password} id="reset-password-requirements" />
        <FormField label="Confirm new password">
          <PasswordInput
            name="confirmNewPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" size="lg" loading={reset.isPending}>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
