import { afterWrongCode, lockedUntilAt, NO_ATTEMPTS } from '../../domain/handoff/code-attempts.js';
import { generateHandoffCode, handoffCodeMatches, hashHandoffCode } from './handoff-code.crypto.js';

describe('handoff codes', () => {
  it('are 6 digits, zero-padded', () => {
    expect(generateHandoffCode(() => 42)).toBe('000042');
    expect(generateHandoffCode()).toMatch(/^\d{6}$/);
  });
  it('are stored as a salted scrypt hash, never in clear, with a salt per code', () => {
    const a = hashHandoffCode('123456');
    const b = hashHandoffCode('123456');
    expect(a.hash).not.toContain('123456');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });
  it('match only the code that was hashed', () => {
    const stored = hashHandoffCode('123456');
    expect(handoffCodeMatches('123456', stored)).toBe(true);
    expect(handoffCodeMatches(' 123456 ', stored)).toBe(true);
    expect(handoffCodeMatches('123457', stored)).toBe(false);
    expect(handoffCodeMatches('', stored)).toBe(false);
  });
});

describe('handoff code lockout (5 wrong tries lock 15 minutes)', () => {
  const at = (iso: string) => new Date(iso);
  const wrong = (n: number, now: Date) =>
    Array.from({ length: n }).reduce<typeof NO_ATTEMPTS>((a) => afterWrongCode(a, now), NO_ATTEMPTS);

  it('four wrong tries do not lock', () => {
    const attempts = wrong(4, at('2026-11-21T12:00:00Z'));
    expect(attempts).toEqual({ failedAttempts: 4, lockedUntil: null });
  });
  it('the fifth wrong try locks the code for 15 minutes', () => {
    const attempts = wrong(5, at('2026-11-21T12:00:00Z'));
    expect(attempts.lockedUntil).toBe('2026-11-21T12:15:00.000Z');
    expect(lockedUntilAt(attempts, at('2026-11-21T12:14:59Z'))).toBe('2026-11-21T12:15:00.000Z');
  });
  it('the lock ends after 15 minutes and the count starts again', () => {
    const locked = wrong(5, at('2026-11-21T12:00:00Z'));
    expect(lockedUntilAt(locked, at('2026-11-21T12:15:00Z'))).toBeNull();
    expect(afterWrongCode(locked, at('2026-11-21T12:16:00Z'))).toEqual({ failedAttempts: 1, lockedUntil: null });
  });
});
