/** Moves through `length` slides and wraps at both ends (spec §2 testimonial carousel). */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

export type StepState = 'Completed' | 'Just now' | 'Upcoming';

/** Spec §4: each tracking step shows Just now (current), Completed (before) or Upcoming (after). */
export function trackingStepState(step: number, active: number): StepState {
  if (step < active) return 'Completed';
  if (step === active) return 'Just now';
  return 'Upcoming';
}
