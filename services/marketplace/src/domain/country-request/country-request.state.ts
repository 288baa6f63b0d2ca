import type {
  CountryRequestStatus,
  EventOf,
  countryRequestStatusChangedV1,
  countryRequestSubmittedV1,
} from '@oneway/contracts';

export type CountryRequestEvent =
  EventOf<typeof countryRequestSubmittedV1> | EventOf<typeof countryRequestStatusChangedV1>;

export interface CountryRequest {
  status: CountryRequestStatus;
  requestId: string;
  email: string;
  requestedCountry: string;
}

export type CountryRequestState = { status: 'absent' } | CountryRequest;

export const initialCountryRequestState = (): CountryRequestState => ({ status: 'absent' });

export function evolveCountryRequest(state: CountryRequestState, event: CountryRequestEvent): CountryRequestState {
  switch (event.type) {
    case 'marketplace.country_request.submitted': {
      const d = event.data;
      return { status: 'pending', requestId: d.requestId, email: d.email, requestedCountry: d.requestedCountry };
    }
    case 'marketplace.country_request.status_changed':
      return state.status === 'absent' ? state : { ...state, status: event.data.status };
    default: {
      const never: never = event;
      return never;
    }
  }
}
