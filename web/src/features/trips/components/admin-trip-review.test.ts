import { describe, expect, it } from 'vitest';
import { rejectionNotesProblem } from './admin-trip-review-page';

describe('admin trip review rules', () => {
  it('rejecting a trip needs admin notes the traveler will read', () => {
    expect(rejectionNotesProblem('  ')).toBe('Admin notes are required');
    expect(rejectionNotesProblem('The itinerary does not match the dates')).toBeNull();
  });
});
