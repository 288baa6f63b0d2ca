import { PASSWORD_MIN_LENGTH, STRENGTH_THRESHOLDS } from '@/config/constants';

export type StrengthLabel = 'Weak' | 'Fair' | 'Moderate' | 'Strong';

const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[^A-Za-z0-9]/;

/**
 * Spec §5 strength score: 2 per character up to 25; +15 uppercase; +15 lowercase; +15 digit;
 * +20 special; plus 2 per character beyond 12 up to 10; capped at 100.
 */
export function passwordStrengthScore(password: string): number {
  const length = [...password].length;
  let score = Math.min(length * 2, 25);
  if (UPPER.test(password)) score += 15;
  if (LOWER.test(password)) score += 15;
  if (DIGIT.test(password)) score += 15;
  if (SPECIAL.test(password)) score += 20;
  score += Math.min(Math.max(length - 12, 0) * 2, 10);
  return Math.min(score, 100);
}

/** Spec §5 labels: Weak under 30, Fair 30 to 49, Moderate 50 to 79, Strong 80 or more. */
export function passwordStrengthLabel(score: number): StrengthLabel {
  if (score >= STRENGTH_THRESHOLDS.strong) return 'Strong';
  if (score >= STRENGTH_THRESHOLDS.moderate) return 'Moderate';
  if (score >= STRENGTH_THRESHOLDS.fair) return 'Fair';
  return 'Weak';
}

export type PasswordRule = {
  id: 'length' | 'upper' | 'lower' | 'number' | 'special';
  /** Checklist wording. */
  label: string;
  /** Spec §5 error message. */
  message: string;
  test: (password: string) => boolean;
};

/** Spec §5 password rules, in the order the reset flow checks them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (p) => UPPER.test(p),
  },
  {
    id: 'lower',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (p) => LOWER.test(p),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (p) => DIGIT.test(p),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must contain at least one special character',
    test: (p) => SPECIAL.test(p),
  },
];

export function passwordChecklist(password: string): Array<{ id: PasswordRule['id']; label: string; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

/** All failed rule messages, in spec order. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * Spec §5 reset-password checks in order (length, upper, lower, number, special, match) with
 * their toast titles. Null when the new password is acceptable.
 */
export function resetPasswordProblem(password: string, confirm: string): { title: string; description: string } | null {
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(password)) {
      return { title: rule.id === 'length' ? 'Password too short' : 'Password too weak', description: rule.message };
    }
  }
  if (password !== confirm)
    return { title: PASSWORDS_DONT_MATCH, description: 'Please make sure both passwords match' };
  return null;
}
