import { describe, expect, it } from 'vitest';
import { looksLikeEmail, validateRegistration, validateSignIn } from './form-validation';

const valid = {
  fullName: 'Ada Obi',
  username: 'ada',
  email: 'ada@example.com',
  country: 'Nigeria',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
};

describe('sign-in validation (spec §5 login messages)', () => {
  it('requires the email or username and the password', () => {
    expect(validateSignIn({ identifier: ' ', password: '' })).toEqual({
      identifier: 'Please enter your email or username',
      password: 'Password is required',
    });
    expect(validateSignIn({ identifier: 'ada', password: 'x' })).toEqual({});
  });

  it('treats input shaped like an email (no spaces) as an email, anything else as a username', () => {
    expect(looksLikeEmail('ada@example.com')).toBe(true);
    expect(looksLikeEmail('ada')).toBe(false);
    expect(looksLikeEmail('ada @example.com')).toBe(false);
  });
});

describe('registration validation (spec §5 registration rules)', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires full name, username, email and one of the four countries', () => {
    const errors = validateRegistration({ ...valid, fullName: '', username: '', email: '', country: 'France' });
    expect(errors.fullName).toBe('Full name is required');
    expect(errors.username).toBe('Username is required');
    expect(errors.email).toBe('Email is required');
    expect(errors.country).toBe('Please select your country');
    for (const country of ['United States', 'United Kingdom', 'Canada', 'Nigeria']) {
      expect(validateRegistration({ ...valid, country }).country).toBeUndefined();
    }
  });

  it('reports the first failing password rule with the spec message', () => {
    expect(validateRegistration({ ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateRegistration({ ...valid, password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }).password).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(validateRegistration({ ...valid, password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }).password).toBe(
      'Password must contain at least one number',
    );
  });

  it('puts "Passwords don\'t match" on the confirm field', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'Abcdef1?' }).confirmPassword).toBe(
      "Passwords don't match",
    );
  });

  it('applies the identity service username rules (3 to 30 letters, digits, _ . -)', () => {
    expect(validateRegistration({ ...valid, username: 'ab' }).username).toBe('Username must be at least 3 characters');
    expect(validateRegistration({ ...valid, username: 'a'.repeat(31) }).username).toBe(
      'Username must be at most 30 characters',
    );
    expect(validateRegistration({ ...valid, username: 'ada obi' }).username).toBe(
      'Username may contain only letters, numbers, underscores, dots and hyphens',
    );
    expect(validateRegistration({ ...valid, username: 'ada@x' }).username).toBe(
      'Username may contain only letters, numbers, underscores, dots and hyphens',
    );
    expect(validateRegistration({ ...valid, username: 'ada_o.b-1' }).username).toBeUndefined();
  });

  it('rejects an invalid email format', () => {
    expect(validateRegistration({ ...valid, email: 'ada.example.com' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});
