import { sameData } from './same-data.js';

describe('sameData', () => {
  it('holds for equal data whatever the order of object keys, as jsonb returns it', () => {
    expect(sameData({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(true);
  });

  it('fails on any difference: a value, an element order, a missing or extra key', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});
