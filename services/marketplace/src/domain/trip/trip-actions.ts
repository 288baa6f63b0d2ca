import type { TripAction, TripStatus } from '@oneway/contracts';
import { tripRules as rule } from './trip-rules.js';

export interface TripForActions {
  status: TripStatus;
  travelerId: string;
  reservedKg: number;
  /** Its departure date has come (see tripRules.departed). */
  departed: boolean;
}

/** What the caller may do next on a trip: only its traveler acts on it here (staff review elsewhere). */
export function allowedTripActions(t: TripForActions, callerId: string): TripAction[] {
  if (t.travelerId !== callerId) return [];
  const actions: TripAction[] = [];
  if (rule.open(t.status)) actions.push('edit');
  if (rule.open(t.status) && !rule.carrying(t.reservedKg)) actions.push('cancel');
  if (rule.complete(t.status) && t.departed) actions.push('complete');
  return actions;
}
