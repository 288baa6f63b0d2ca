import type { Decider } from '@oneway/contracts';
import type { CountryRequestCommand } from './country-request.commands.js';
import { decideCountryRequest } from './country-request.decide.js';
import {
  evolveCountryRequest,
  initialCountryRequestState,
  type CountryRequestEvent,
  type CountryRequestState,
} from './country-request.state.js';

export const countryRequestDecider: Decider<CountryRequestCommand, CountryRequestState, CountryRequestEvent> = {
  initialState: initialCountryRequestState,
  evolve: evolveCountryRequest,
  decide: (command, state) => decideCountryRequest(command, state),
};

export const countryRequestStreamId = (requestId: string) => `country-request-${requestId}`;
