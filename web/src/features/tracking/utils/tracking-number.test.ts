import { describe, expect, it } from 'vitest';
import { normalizeTrackingNumber, statusLabel, trackingNumberProblem } from './tracking-number';

describe('tracking number input (/track)', () => {
  it('normalises spaces and case, like OW7K2M9QX4TB', () => {
    expect(normalizeTrackingNumber(' ow7k 2m9q x4tb ')).toBe('OW7K2M9QX4TB');
  });
  it('requires a number of 6 to 40 letters, digits or dashes', () => {
    expect(trackingNumberProblem('')).toBe('Please enter a tracking number');
    expect(trackingNumberProblem('OW1')).toMatch(/6 to 40/);
    expect(trackingNumberProblem('OW7K2M9QX4TB')).toBeNull();
    expect(trackingNumberProblem('OW-7K2M9Q')).toBeNull();
    expect(trackingNumberProblem('OW7K2M9Q;DROP')).toMatch(/6 to 40/);
  });
  it('labels statuses for people', () => {
    expect(statusLabel('in_transit')).toBe('In transit');
    expect(statusLabel('picked_up')).toBe('Picked up');
  });
});
