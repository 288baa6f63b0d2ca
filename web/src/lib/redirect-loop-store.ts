import { STORAGE_KEYS } from '@/config/storage-keys';
import { registerRedirectAttempt } from './redirect-loop';

function readAttempts(): number[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.redirectAttempts);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** Records one redirect to the auth screen; true when a loop is detected (and the history is reset). */
export function recordRedirectToAuth(now = Date.now()): boolean {
  const { attempts, loopDetected } = registerRedirectAttempt(readAttempts(), now);
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectAttempts, JSON.stringify(loopDetected ? [] : attempts));
    if (loopDetected) sessionStorage.setItem(STORAGE_KEYS.loopDetected, String(now));
  } catch {
    // Storage can be unavailable (private mode); loop protection then degrades to off.
  }
  return loopDetected;
}
