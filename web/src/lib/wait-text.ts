/**
 * How long a person must wait, as a sentence fragment: "30 seconds", "1 minute", "4 minutes"
 * (rounded up to whole minutes from a minute on). Used for rate-limit messages (issue 18).
 */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
