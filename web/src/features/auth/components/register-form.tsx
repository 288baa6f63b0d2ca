import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SelectField } from '@/components/ui/select-field';
import { REGISTRATION_COUNTRIES, TOAST } from '@/config/constants';
import { ApiError, describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useRegister } from '../api/register';
import { clearLogoutMarkers } from '../utils/logout-markers';
import { hasErrors, validateRegistration, type FormErrors, type RegisterValues } from '../utils/form-validation';
import { PASSWORDS_DONT_MATCH } from '../utils/password-rules';
import { PasswordChecklist } from './password-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';

const EMPTY: RegisterValues = { fullName: '', username: '', email: '', country: '', password: '', confirmPassword: '' };
const FIELDS = new Set<keyof RegisterValues>(['fullName', 'username', 'email', 'country', 'password']);

function serverFieldErrors(error: unknown): FormErrors<keyof RegisterValues> {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors<keyof RegisterValues> = {};
  if (error.code === 'USER.EMAIL_TAKEN') errors.email = error.message;
  if (error.code === 'USER.USERNAME_TAKEN') errors.username = error.message;
  for (const { field, message } of error.fieldErrors) {
    if (FIELDS.has(field as keyof RegisterValues)) errors[field as keyof RegisterValues] ??= message;
  }
  return errors;
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof RegisterValues>>({});
  const register = useRegister();

  const update = (field: keyof RegisterValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const confirmMismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const { confirmPassword: _confirm, ...input } = values;
    register.mutate(
      { ...input, fullName: input.fullName.trim(), username: input.username.trim(), email: input.email.trim() },
      {
        onSuccess: () => {
          clearLogoutMarkers();
          notify({
            title: 'Account created successfully',
            description: 'Please check your email to verify your account before logging in.',
            type: 'success',
            duration: TOAST.longDurationMs,
          });
          setValues(EMPTY);
          onRegistered(input.email.trim());
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify({ title: 'Registration failed', description: describeError(error), type: 'error' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="4">
        <FormField label="Full name" error={errors.fullName}>
          <Input name="fullName" autoComplete="name" value={values.fullName} onChange={update('fullName')} />
        </FormField>
        <FormField label="Username" error={errors.username}>
          <Input name="username" autoComplete="username" value={values.username} onChange={update('username')} />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
        </FormField>
        <FormField label="Country" error={errors.country}>
          <SelectField
            name="country"
            value={values.country}
            onChange={update('country')}
            placeholder="Select your country"
            options={REGISTRATION_COUNTRIES.map((country) => ({ value: country, label: country }))}
          />
        </FormField>
        <FormField label="Password" error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={update('password')}
            aria-describedby="password-requirements"
          />
        </FormField>
        <PasswordStrengthMeter password={values.password} />
        <PasswordChecklist password={values.password} id="password-requirements" />
        <FormField
          label="Confirm password"
          error={errors.confirmPassword ?? (confirmMismatch ? PASSWORDS_DONT_MATCH : undefined)}
        >
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={update('confirmPassword')}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          loading={register.isPending}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
