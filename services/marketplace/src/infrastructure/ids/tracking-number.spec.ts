import { newTrackingNumber, TRACKING_NUMBER_PATTERN, trackingNumberFrom } from './tracking-number.js';

describe('tracking numbers', () => {
  it('are OW followed by 10 unambiguous base32 characters', () => {
    for (let i = 0; i < 50; i++) expect(newTrackingNumber()).toMatch(TRACKING_NUMBER_PATTERN);
  });
  it('are derived from random bytes only', () => {
    expect(trackingNumberFrom(new Uint8Array(7))).toBe('OW0000000000');
    expect(trackingNumberFrom(new Uint8Array([255, 255, 255, 255, 255, 255, 255]))).toBe('OWZZZZZZZZZZ');
  });
});
