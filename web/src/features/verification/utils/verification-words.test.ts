import { describe, expect, it } from 'vitest';
import { failureText, nextStep } from './verification-words';

describe('verification words', () => {
  it('a failure says what to do, never a code', () => {
    expect(failureText({ code: 'document_expired', reason: 'x' })).toBe(
      'Your document has expired. Upload a document that is still valid.',
    );
    expect(failureText({ code: 'rejected_by_staff', reason: 'The photo is blurred.' })).toBe(
      'Our team asked for new photos: The photo is blurred.',
    );
  });
  it('the next step follows the state', () => {
    const base = { submittedAt: null, completedAt: null, session: null, testMode: true };
    expect(nextStep({ ...base, status: 'unverified' })).toMatch(/^Verify your identity/);
    expect(nextStep({ ...base, status: 'verified' })).toMatch(/^Nothing to do/);
    expect(nextStep({ ...base, status: 'rejected' })).toMatch(/^Upload new photos/);
  });
});
