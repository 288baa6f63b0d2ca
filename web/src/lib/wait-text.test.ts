import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('rate-limit wait text (issue 18: "Try again in 4 minutes")', () => {
  it('under a minute is counted in seconds', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
  });
  it('from a minute on, whole minutes rounded up', () => {
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(181)).toBe('4 minutes');
    expect(waitText(240)).toBe('4 minutes');
  });
});
