import { describe, expect, it } from 'vitest';
import {
  passwordChecklist,
  passwordProblems,
  passwordStrengthLabel,
  passwordStrengthScore,
  resetPasswordProblem,
} from './password-rules';

describe('password strength score (spec §5 formula)', () => {
  it('gives 2 points per character, capped at 25 for length', () => {
    expect(passwordStrengthScore('')).toBe(0);
    // 'aaaa': 8 for length + 15 lowercase
    expect(passwordStrengthScore('aaaa')).toBe(23);
    // 12 lowercase letters: min(24, 25) + 15
    expect(passwordStrengthScore('aaaaaaaaaaaa')).toBe(39);
  });

  it('caps the length points at 25 before the bonus beyond 12 characters', () => {
    // 13 lowercase: min(26,25)=25 + 15 lower + 2 for the one char beyond 12
    expect(passwordStrengthScore('aaaaaaaaaaaaa')).toBe(42);
  });

  it('adds 15 for uppercase, 15 for lowercase, 15 for a digit and 20 for a special character', () => {
    expect(passwordStrengthScore('A')).toBe(2 + 15);
    expect(passwordStrengthScore('a')).toBe(2 + 15);
    expect(passwordStrengthScore('1')).toBe(2 + 15);
    expect(passwordStrengthScore('!')).toBe(2 + 20);
    expect(passwordStrengthScore('Aa1!')).toBe(8 + 15 + 15 + 15 + 20);
  });

  it('adds 2 per character beyond 12, at most 10', () => {
    expect(passwordStrengthScore('a'.repeat(14))).toBe(25 + 15 + 4);
    expect(passwordStrengthScore('a'.repeat(17))).toBe(25 + 15 + 10);
    expect(passwordStrengthScore('a'.repeat(40))).toBe(25 + 15 + 10);
  });

  it('never exceeds 100', () => {
    expect(passwordStrengthScore('Aa1!Aa1!Aa1!Aa1!Aa1!')).toBe(100);
  });
});

describe('password strength labels (spec §5 thresholds 30, 50, 80)', () => {
  it.each([
    [0, 'Weak'],
    [29, 'Weak'],
    [30, 'Fair'],
    [49, 'Fair'],
    [50, 'Moderate'],
    [79, 'Moderate'],
    [80, 'Strong'],
    [100, 'Strong'],
  ])('score %i is %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it('labels real passwords through the formula', () => {
    expect(passwordStrengthLabel(passwordStrengthScore('abc'))).toBe('Weak'); // 21
    expect(passwordStrengthLabel(passwordStrengthScore('abcdefgh'))).toBe('Fair'); // 31
    expect(passwordStrengthLabel(passwordStrengthScore('Abcdefgh'))).toBe('Fair'); // 46
    expect(passwordStrengthLabel(passwordStrengthScore('Abcdefg1'))).toBe('Moderate'); // 61
    expect(passwordStrengthLabel(passwordStrengthScore('Abcdef1!'))).toBe('Strong'); // 81
  });
});

describe('password checklist (spec §5 registration rules)', () => {
  it('lists the five rules and marks each one met or not', () => {
    expect(passwordChecklist('abc')).toEqual([
      { id: 'length', label: 'At least 8 characters', met: false },
      { id: 'upper', label: 'One uppercase letter', met: false },
      { id: 'lower', label: 'One lowercase letter', met: true },
      { id: 'number', label: 'One number', met: false },
      { id: 'special', label: 'One special character', met: false },
    ]);
    expect(passwordChecklist('Abcdef1!').every((item) => item.met)).toBe(true);
  });

  it('reports the spec messages for each failed rule, in order', () => {
    expect(passwordProblems('')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordProblems('abcdefgh1!')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordProblems('Abcdefg1!')).toEqual([]);
  });
});

describe('reset password checks (spec §5: length, upper, lower, number, special, match)', () => {
  it('reports a short password first with the toast title "Password too short"', () => {
    expect(resetPasswordProblem('Ab1!', 'x')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 8 characters',
    });
  });
  it('reports missing character classes as "Password too weak" in rule order', () => {
    expect(resetPasswordProblem('abcdefgh', 'abcdefgh')).toEqual({
      title: 'Password too weak',
      description: 'Password must contain at least one uppercase letter',
    });
    expect(resetPasswordProblem('ABCDEFGH', 'ABCDEFGH')?.description).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(resetPasswordProblem('Abcdefgh', 'Abcdefgh')?.description).toBe('Password must contain at least one number');
    expect(resetPasswordProblem('Abcdefg1', 'Abcdefg1')?.description).toBe(
      'Password must contain at least one special character',
    );
  });
  it('checks the confirmation last', () => {
    expect(resetPasswordProblem('Abcdefg1!', 'Abcdefg1?')).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords match',
    });
    expect(resetPasswordProblem('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});
