import { describe, expect, it } from 'vitest';
import { recordRedirectToAuth } from './redirect-loop-store';
import { registerRedirectAttempt } from './redirect-loop';

describe('redirect-loop detection (spec §4: more than 3 redirect attempts within 5 s)', () => {
  it('allows 3 attempts within 5 s and flags the 4th', () => {
    let attempts: number[] = [];
    const verdicts = [0, 1_000, 2_000, 3_000].map((t) => {
      const result = registerRedirectAttempt(attempts, t);
      attempts = result.attempts;
      return result.loopDetected;
    });
    expect(verdicts).toEqual([false, false, false, true]);
  });

  it('forgets attempts older than 5 s', () => {
    const result = registerRedirectAttempt([0, 1_000, 2_000], 6_000);
    expect(result.attempts).toEqual([1_000, 2_000, 6_000].filter((t) => 6_000 - t < 5_000));
    expect(result.loopDetected).toBe(false);
  });

  it('an attempt exactly 5 s old no longer counts', () => {
    expect(registerRedirectAttempt([0, 1, 2], 5_000).loopDetected).toBe(false);
    expect(registerRedirectAttempt([1, 2, 3], 5_000).loopDetected).toBe(true);
  });

  it('persists attempts in session storage and resets after a detected loop', () => {
    expect([0, 100, 200, 300].map((t) => recordRedirectToAuth(t))).toEqual([false, false, false, true]);
    expect(sessionStorage.getItem('loop_detected')).toBe('300');
    expect(recordRedirectToAuth(400)).toBe(false);
  });
});
