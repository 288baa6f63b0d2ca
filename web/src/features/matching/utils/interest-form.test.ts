import { describe, expect, it } from 'vitest';
import { validateInterestForm } from './interest-form';

describe('show interest form rules', () => {
  it('a message of 1 to 1000 characters is required', () => {
    expect(validateInterestForm({ tripId: 't', message: '  ' }).message).toBe('Message must be 1 to 1000 characters');
    expect(validateInterestForm({ tripId: 't', message: 'x'.repeat(1001) }).message).toBeDefined();
    expect(validateInterestForm({ tripId: 't', message: 'I fly on the 3rd' })).toEqual({});
  });

  it('a trip must be chosen', () => {
    expect(validateInterestForm({ tripId: '', message: 'hi' }).tripId).toBe('Choose the trip you will carry it on');
  });
});
