import { HANDOFF_CODE_POLICY } from './handoff-code-policy.js';

/** Wrong tries on one handoff code, as folded from `handoff_code_failed` events. */
export interface CodeAttempts {
  failedAttempts: number;
  /** ISO instant; set once the code is locked. */
  lockedUntil: string | null;
}

export const NO_ATTEMPTS: CodeAttempts = { failedAttempts: 0, lockedUntil: null };

/** The instant the lock ends, while the code is locked at `now`. */
export function lockedUntilAt(attempts: CodeAttempts, now: Date): string | null {
  return attempts.lockedUntil !== null && now.getTime() < Date.parse(attempts.lockedUntil)
    ? attempts.lockedUntil
    : null;
}

/** The attempts after one more wrong code at `now`; a lock that has run out starts a fresh count. */
export function afterWrongCode(attempts: CodeAttempts, now: Date): CodeAttempts {
  const expired = attempts.lockedUntil !== null && now.getTime() >= Date.parse(attempts.lockedUntil);
  const failedAttempts = (expired ? 0 : attempts.failedAttempts) + 1;
  const locks = failedAttempts >= HANDOFF_CODE_POLICY.maxFailedAttempts;
  return {
    failedAttempts,
    lockedUntil: locks ? new Date(now.getTime() + HANDOFF_CODE_POLICY.lockMinutes * 60_000).toISOString() : null,
  };
}
