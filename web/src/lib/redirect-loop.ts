import { REDIRECT_LOOP } from '@/config/constants';

/**
 * Spec §4: more than 3 redirect attempts within 5 s means the app is bouncing between
 * screens (for instance a stale session that the server keeps rejecting).
 * Pure: takes the recorded attempt times and returns the pruned list plus the verdict.
 */
export function registerRedirectAttempt(
  previousAttempts: readonly number[],
  now: number,
  rule: { maxAttempts: number; windowMs: number } = REDIRECT_LOOP,
): { attempts: number[]; loopDetected: boolean } {
  const attempts = [...previousAttempts.filter((t) => now - t < rule.windowMs && t <= now), now];
  return { attempts, loopDetected: attempts.length > rule.maxAttempts };
}
