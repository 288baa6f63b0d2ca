import { INTEREST_MESSAGE_MAX } from '@/config/marketplace';

export type InterestFormErrors = { tripId?: string; message?: string };

/** A message of 1 to 1000 characters (the server's rule) and one of my active trips. */
export function validateInterestForm(v: { tripId: string; message: string }): InterestFormErrors {
  const e: InterestFormErrors = {};
  if (v.tripId === '') e.tripId = 'Choose the trip you will carry it on';
  const length = v.message.trim().length;
  if (length < 1 || length > INTEREST_MESSAGE_MAX)
    e.message = `Message must be 1 to ${INTEREST_MESSAGE_MAX} characters`;
  return e;
}
