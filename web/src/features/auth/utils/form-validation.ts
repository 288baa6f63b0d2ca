import { REGISTRATION_COUNTRIES } from '@/config/constants';
import { PASSWORDS_DONT_MATCH, passwordProblems } from './password-rules';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Spec §5: an input that looks like an email ({email}, no spaces) signs in by email. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type SignInValues = { identifier: string; password: string };

export function validateSignIn(values: SignInValues): FormErrors<keyof SignInValues> {
  const errors: FormErrors<keyof SignInValues> = {};
  if (values.identifier.trim() === '') errors.identifier = 'Please enter your email or username';
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

export type RegisterValues = {
  fullName: string;
  username: string;
  email: string;
  country: string;
  password: string;
  confirmPassword: string;
};

export function validateRegistration(values: RegisterValues): FormErrors<keyof RegisterValues> {
  const errors: FormErrors<keyof RegisterValues> = {};
  // Same wording and limits as the identity service's schemas, so the client and the
  // server never disagree about a field.
  if (values.fullName.trim() === '') errors.fullName = 'Full name is required';
  else if (values.fullName.trim().length > 100) errors.fullName = 'Full name must be at most 100 characters';
  const username = values.username.trim();
  if (username === '') errors.username = 'Username is required';
  else if (username.length < 3) errors.username = 'Username must be at least 3 characters';
  else if (username.length > 30) errors.username = 'Username must be at most 30 characters';
  else if (!/^[A-Za-z0-9_.-]+$/.test(username))
    errors.username = 'Username may contain only letters, numbers, underscores, dots and hyphens';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!looksLikeEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (!(REGISTRATION_COUNTRIES as readonly string[]).includes(values.country))
    errors.country = 'Please select your country';
  const [firstProblem] = passwordProblems(values.password);
  if (firstProblem) errors.password = firstProblem;
  if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DONT_MATCH;
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
