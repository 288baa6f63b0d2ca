import type { Actor, CountryRequestStatus } from '@oneway/contracts';

/** The /request-country form as the contract parsed it (trimmed; e-mail lower-cased). */
export interface CountryRequestForm {
  firstName: string;
  lastName: string;
  email: string;
  requestedCountry: string;
  reason: string;
}

export type CountryRequestCommand =
  /** `userId`: the signed-in visitor, or null for an anonymous one. */
  | { type: 'submit_country_request'; requestId: string; form: CountryRequestForm; userId: string | null }
  | { type: 'set_country_request_status'; actor: Actor; status: CountryRequestStatus; note: string | null };
