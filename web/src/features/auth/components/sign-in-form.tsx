import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { TOAST } from '@/config/constants';
import { ApiError, describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { waitText } from '@/lib/wait-text';
import type { User } from '@/types/user';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useLogin } from '../api/login';
import {
  hasErrors,
  looksLikeEmail,
  validateSignIn,
  type FormErrors,
  type SignInValues,
} from '../utils/form-validation';
import { VerifyEmailNotice } from './verify-email-notice';

function loginFailureNotice(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds
      ? ` Try again in ${waitText(error.retryAfterSeconds)}.`
      : ' Please wait a moment and try again.';
    return { title: 'Login failed', description: `Too many failed sign-in attempts.${wait}` };
  }
  if (error instanceof ApiError && error.status === 401) {
    return { title: 'Authentication failed', description: error.message };
  }
  if (error instanceof ApiError) return { title: 'Authentication failed', description: error.message };
  // Spec §8: 'Authentication failed' with the error's message, or 'Could not sign in'.
  return { title: 'Authentication failed', description: describeError(error, 'Could not sign in') };
}

export function SignInForm({
  initialIdentifier = '',
  awaitingVerification = false,
  onSignedIn,
}: {
  initialIdentifier?: string;
  /** Just registered: the address still needs its link followed before sign-in works. */
  awaitingVerification?: boolean;
  onSignedIn: (user: User) => void;
}) {
  const [values, setValues] = useState<SignInValues>({ identifier: initialIdentifier, password: '' });
  // The account (as typed) whose e-mail must be verified before it can sign in.
  const [unverified, setUnverified] = useState<string | null>(awaitingVerification ? initialIdentifier : null);
  const [errors, setErrors] = useState<FormErrors<keyof SignInValues>>({});
  const login = useLogin();
  const forgot = useRequestPasswordReset();

  const update = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (hasErrors(found)) return;
    login.mutate(
      { usernameOrEmail: values.identifier.trim(), password: values.password },
      {
        onSuccess: (user) => {
          notify({ title: 'Signed in successfully', description: 'Welcome back!', type: 'success' });
          onSignedIn(user);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AUTH.EMAIL_NOT_VERIFIED') {
            setUnverified(values.identifier.trim());
            return;
          }
          notify({ ...loginFailureNotice(error), type: 'error' });
        },
      },
    );
  };

  // Spec §5: 'Forgot password' needs the email typed into the sign-in field first.
  const onForgotPassword = () => {
    const email = values.identifier.trim();
    if (!looksLikeEmail(email)) {
      notify({
        title: 'Please enter your email address',
        description: "Enter your email address in the form above, then click 'Forgot password?' again.",
        type: 'warning',
      });
      return;
    }
    forgot.mutate(
      { email },
      {
        onSuccess: () =>
          notify({
            title: 'Password reset email sent',
            description: `If an account exists for ${email}, you will receive a link to choose a new password.`,
            type: 'success',
            duration: TOAST.longDurationMs,
          }),
        onError: (error) =>
          notify({ title: 'Password reset failed', description: describeError(error), type: 'error' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        {unverified && <VerifyEmailNotice key={unverified} usernameOrEmail={unverified} />}
        <FormField label="Email or username" error={errors.identifier}>
          <Input
            name="identifier"
            autoComplete="username"
            value={values.identifier}
            onChange={update('identifier')}
            placeholder="you@example.com or your username"
          />
        </FormField>
        <FormField label="Password" error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
          />
        </FormField>
        <Button
          variant="plain"
          alignSelf="flex-end"
          size="sm"
          color="teal.700"
          textDecoration="underline"
          px="0"
          onClick={onForgotPassword}
          loading={forgot.isPending}
        >
          Forgot password?
        </Button>
        <Button type="submit" colorPalette="teal" size="lg" loading={login.isPending} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
