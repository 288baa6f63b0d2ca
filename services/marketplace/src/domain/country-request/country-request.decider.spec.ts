import type { Actor } from '@oneway/contracts';
import { ids, NOW } from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification, stateAfter } from '../../../test/support/decider-specification.js';
import type { CountryRequestForm } from './country-request.commands.js';
import { countryRequestDecider } from './country-request.decider.js';
import type { CountryRequestEvent } from './country-request.state.js';
import { supportedCountryOf } from './supported-country.js';

const { given } = deciderSpecification(countryRequestDecider, NOW);
const requestId = ids.shipment;
const admin: Actor = { userId: ids.admin, role: 'admin' };

const form = (o: Partial<CountryRequestForm> = {}): CountryRequestForm => ({
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  requestedCountry: 'Ghana',
  reason: 'Family in Accra',
  ...o,
});
const submit = (o: Partial<CountryRequestForm> = {}) => ({
  type: 'submit_country_request' as const,
  requestId,
  form: form(o),
  userId: null,
});
const setStatus = (
  status: 'pending' | 'planned' | 'declined' | 'launched',
  actor: Actor = admin,
  note: string | null = null,
) => ({
  type: 'set_country_request_status' as const,
  actor,
  status,
  note,
});

const submitted: CountryRequestEvent = {
  type: 'marketplace.country_request.submitted',
  data: {
    requestId,
    firstName: 'Ama',
    lastName: 'Mensah',
    email: 'ama@example.com',
    requestedCountry: 'Ghana',
    reason: 'Family in Accra',
    userId: null,
  },
};
const changed = (
  previousStatus: 'pending' | 'planned' | 'declined',
  status: 'planned' | 'declined' | 'launched',
): CountryRequestEvent => ({
  type: 'marketplace.country_request.status_changed',
  data: { requestId, status, previousStatus, byAdminId: ids.admin },
});

describe('country request: submit', () => {
  it('a valid request is recorded as pending', () => {
    given().when(submit()).then([submitted]);
    expect(stateAfter(countryRequestDecider, submitted)).toMatchObject({ status: 'pending' });
  });
  it('fields are trimmed, the e-mail lower-cased and inner spaces in the country collapsed', () => {
    const [e] = given()
      .when(submit({ firstName: ' Ama ', email: ' Ama@Example.COM ', requestedCountry: ' South   Africa ' }))
      .thenEvents();
    expect(e!.data).toMatchObject({ firstName: 'Ama', email: 'ama@example.com', requestedCountry: 'South Africa' });
  });
  it('a signed-in visitor’s request carries their user id', () => {
    const [e] = given()
      .when({ ...submit(), userId: ids.sender })
      .thenEvents();
    expect(e!.data).toMatchObject({ userId: ids.sender });
  });
  it('a country Oneway already serves is refused with a message that says so', () => {
    const err = given()
      .when(submit({ requestedCountry: 'Nigeria' }))
      .thenThrows('COUNTRY_REQUEST.COUNTRY_SUPPORTED', 'validation');
    expect(err.message).toBe('Oneway already serves Nigeria. Create an account to send or carry packages there today.');
    expect(err.fieldErrors).toEqual([{ field: 'requestedCountry', message: err.message }]);
  });
  it.each(['united kingdom', 'UK', 'U.S.A.', 'the United States', 'England', ' canada '])(
    '"%s" counts as a served country',
    (name) => {
      given()
        .when(submit({ requestedCountry: name }))
        .thenThrows('COUNTRY_REQUEST.COUNTRY_SUPPORTED', 'validation');
    },
  );
  it('countries that merely resemble a served one are accepted', () => {
    expect(supportedCountryOf('Niger')).toBeNull();
    expect(supportedCountryOf('United Arab Emirates')).toBeNull();
    given()
      .when(submit({ requestedCountry: 'Niger' }))
      .thenEvents();
  });
  it('every broken field is reported at once', () => {
    const err = given()
      .when(
        submit({
          firstName: ' ',
          lastName: 'x'.repeat(81),
          email: 'not-an-email',
          requestedCountry: 'G',
          reason: 'r'.repeat(1001),
        }),
      )
      .thenThrows('COUNTRY_REQUEST.INVALID', 'validation');
    expect(err.fieldErrors.map((f) => f.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'requestedCountry',
      'reason',
    ]);
  });
  it('names up to 80, a country up to 60 and a reason up to 1000 characters are accepted', () => {
    given()
      .when(submit({ firstName: 'a'.repeat(80), requestedCountry: 'c'.repeat(60), reason: 'r'.repeat(1000) }))
      .thenEvents();
    given()
      .when(submit({ requestedCountry: 'c'.repeat(61) }))
      .thenThrows('COUNTRY_REQUEST.INVALID', 'validation');
  });
  it('an empty reason is allowed', () => {
    const [e] = given()
      .when(submit({ reason: '' }))
      .thenEvents();
    expect(e!.data).toMatchObject({ reason: '' });
  });
  it('the same request cannot be submitted twice on one stream', () => {
    given(submitted).when(submit()).thenThrows('COUNTRY_REQUEST.ALREADY_EXISTS', 'conflict');
  });
});

describe('country request: admin status', () => {
  it('an admin moves a pending request to planned, with a note', () => {
    given(submitted)
      .when(setStatus('planned', admin, ' Q1 2027 '))
      .then([
        {
          type: 'marketplace.country_request.status_changed',
          data: { requestId, status: 'planned', previousStatus: 'pending', byAdminId: ids.admin, note: 'Q1 2027' },
        },
      ]);
  });
  it('only an admin changes the status: moderator and support are refused', () => {
    for (const role of ['moderator', 'support', 'user'] as const) {
      given(submitted)
        .when(setStatus('planned', { userId: ids.sender, role }))
        .thenThrows('COUNTRY_REQUEST.ADMIN_ONLY', 'forbidden');
    }
  });
  it('an unknown request is not found', () => {
    given().when(setStatus('planned')).thenThrows('COUNTRY_REQUEST.NOT_FOUND', 'not_found');
  });
  it('setting the status a request already has records nothing', () => {
    given(submitted, changed('pending', 'planned')).when(setStatus('planned')).then([]);
  });
  it('a planned country can still be declined or launched', () => {
    given(submitted, changed('pending', 'planned'))
      .when(setStatus('launched'))
      .then([changed('planned', 'launched')]);
    given(submitted, changed('pending', 'planned'))
      .when(setStatus('declined'))
      .then([changed('planned', 'declined')]);
  });
  it('a declined request can be reconsidered as planned', () => {
    given(submitted, changed('pending', 'declined'))
      .when(setStatus('planned'))
      .then([changed('declined', 'planned')]);
  });
  it('nothing goes back to pending', () => {
    given(submitted, changed('pending', 'planned'))
      .when(setStatus('pending'))
      .thenThrows('COUNTRY_REQUEST.INVALID_TRANSITION', 'conflict');
  });
  it('launched is final', () => {
    given(submitted, changed('pending', 'launched'))
      .when(setStatus('declined'))
      .thenThrows('COUNTRY_REQUEST.INVALID_TRANSITION', 'conflict');
    expect(stateAfter(countryRequestDecider, submitted, changed('pending', 'launched'))).toMatchObject({
      status: 'launched',
    });
  });
});
