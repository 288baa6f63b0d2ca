import type { Decider } from '@oneway/contracts';
import type { TripCommand } from './trip.commands.js';
import { decideTrip } from './trip.decide.js';
import { evolveTrip, initialTripState, type TripEvent, type TripState } from './trip.state.js';

export const tripDecider: Decider<TripCommand, TripState, TripEvent> = {
  initialState: initialTripState,
  evolve: evolveTrip,
  decide: decideTrip,
};

export const tripStreamId = (tripId: string) => `trip-${tripId}`;
