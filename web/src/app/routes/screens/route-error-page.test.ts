import { describe, expect, it } from 'vitest';
import { isStaleChunkError } from './route-error-page';

describe('stale code chunk after a deploy', () => {
  it("recognises the browsers' dynamic-import failures", () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/faq-page-abc.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});
