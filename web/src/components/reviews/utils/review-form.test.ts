import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, ratingLabel, reviewFormErrors, toReviewInput } from './review-form';

const filled = { ...EMPTY_REVIEW, overallRating: '5', communicationRating: '4', reliabilityRating: '5' };

describe('review form (spec §5)', () => {
  it('overall, communication and reliability ratings are required', () => {
    expect(Object.keys(reviewFormErrors(EMPTY_REVIEW))).toEqual([
      'overallRating',
      'communicationRating',
      'reliabilityRating',
    ]);
    expect(reviewFormErrors(filled)).toEqual({});
  });
  it('a public comment is 3 to 1,000 characters when given; a private one at most 1,000', () => {
    expect(reviewFormErrors({ ...filled, publicComment: 'ab' }).publicComment).toBe(
      'The public comment must be 3 to 1,000 characters',
    );
    expect(reviewFormErrors({ ...filled, publicComment: 'x'.repeat(1001) }).publicComment).toBeDefined();
    expect(reviewFormErrors({ ...filled, publicComment: 'abc' })).toEqual({});
    expect(reviewFormErrors({ ...filled, privateComment: 'x'.repeat(1001) }).privateComment).toBeDefined();
  });
  it('optional ratings left blank are sent as null', () => {
    expect(toReviewInput(filled)).toMatchObject({
      packageHandlingRating: null,
      accuracyRating: null,
      publicComment: null,
    });
  });
  it('a rating shows to one decimal, New before any review', () => {
    expect(ratingLabel(4.5)).toBe('4.5');
    expect(ratingLabel(5)).toBe('5.0');
    expect(ratingLabel(null)).toBe('New');
  });
});
