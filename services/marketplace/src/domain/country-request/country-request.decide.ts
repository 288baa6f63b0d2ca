import { COUNTRY_REQUEST_LIMITS as L, type CountryRequestStatus, countryRequestErrors } from '@oneway/contracts';
import { FieldErrors } from '../shared/field-errors.js';
import type { CountryRequestCommand, CountryRequestForm } from './country-request.commands.js';
import type { CountryRequestEvent, CountryRequestState } from './country-request.state.js';
import { supportedCountryOf } from './supported-country.js';

/**
 * Where an admin may move a request. Nothing goes back to `pending` (pending is what the
 * duplicate check keys on), and `launched` is final: the country is served.
 */
export const COUNTRY_REQUEST_TRANSITIONS: Readonly<Record<CountryRequestStatus, readonly CountryRequestStatus[]>> = {
  pending: ['planned', 'declined', 'launched'],
  planned: ['declined', 'launched'],
  declined: ['planned'],
  launched: [],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function decideCountryRequest(
  command: CountryRequestCommand,
  state: CountryRequestState,
): CountryRequestEvent[] {
  switch (command.type) {
    case 'submit_country_request': {
      if (state.status !== 'absent') throw countryRequestErrors.alreadyExists();
      const form = validateForm(command.form);
      return [
        {
          type: 'marketplace.country_request.submitted',
          data: { requestId: command.requestId, ...form, userId: command.userId },
        },
      ];
    }
    case 'set_country_request_status': {
      if (command.actor.role !== 'admin') throw countryRequestErrors.adminOnly();
      if (state.status === 'absent') throw countryRequestErrors.notFound();
      // Setting the status it already has is a repeat of the same decision: nothing to record.
      if (state.status === command.status) return [];
      if (!COUNTRY_REQUEST_TRANSITIONS[state.status].includes(command.status)) {
        throw countryRequestErrors.invalidTransition(state.status, command.status);
      }
      const note = command.note?.trim();
      return [
        {
          type: 'marketplace.country_request.status_changed',
          data: {
            requestId: state.requestId,
            status: command.status,
            previousStatus: state.status,
            byAdminId: command.actor.userId,
            ...(note ? { note } : {}),
          },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** Every broken rule at once; a country Oneway already serves has its own code and message. */
function validateForm(input: CountryRequestForm): CountryRequestForm {
  const form: CountryRequestForm = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    requestedCountry: input.requestedCountry.trim().replace(/\s+/g, ' '),
    reason: input.reason.trim(),
  };
  const errors = new FieldErrors();
  for (const [field, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const) {
    if (errors.check(form[field].length >= 1, field, `${label} is required`)) {
      errors.check(form[field].length <= L.nameMax, field, `${label} must be at most ${L.nameMax} characters`);
    }
  }
  errors.check(
    form.email.length <= L.emailMax && EMAIL.test(form.email),
    'email',
    'Please enter a valid email address',
  );
  const country = form.requestedCountry;
  const countryShaped =
    errors.check(
      country.length >= L.countryMin,
      'requestedCountry',
      `Country must be at least ${L.countryMin} characters`,
    ) &&
    errors.check(
      country.length <= L.countryMax,
      'requestedCountry',
      `Country must be at most ${L.countryMax} characters`,
    );
  errors.check(form.reason.length <= L.reasonMax, 'reason', `Please keep your reason under ${L.reasonMax} characters`);
  const supported = countryShaped ? supportedCountryOf(country) : null;
  if (supported) {
    const message = `Oneway already serves ${supported}. Create an account to send or carry packages there today.`;
    if (errors.empty) throw countryRequestErrors.countrySupported(supported);
    errors.add('requestedCountry', message);
  }
  if (!errors.empty) throw countryRequestErrors.invalid(errors.list);
  return form;
}
