import type { CountryRequestInput } from '../api/create-country-request';

export type CountryRequestErrors = Partial<Record<keyof CountryRequestInput, string>>;

export function validateCountryRequest(values: CountryRequestInput): CountryRequestErrors {
  const errors: CountryRequestErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'First name is required';
  if (values.lastName.trim() === '') errors.lastName = 'Last name is required';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (values.requestedCountry.trim() === '') errors.requestedCountry = 'Please tell us which country';
  if (values.reason.length > 1000) errors.reason = 'Please keep your reason under 1000 characters';
  return errors;
}
