import { describe, expect, it } from 'vitest';
import { searchSite } from './site-index';

describe('site search (/search?q=, advertised in the structured data)', () => {
  it('finds pages containing every word, title matches first', () => {
    const paths = searchSite('prohibited items').map((p) => p.path);
    expect(paths[0]).toBe('/shipping-guidelines');
    expect(searchSite('relay').map((p) => p.path)[0]).toBe('/relay-points');
  });
  it('is case-insensitive and returns nothing for an empty or unknown query', () => {
    expect(searchSite('REFUND').length).toBeGreaterThan(0);
    expect(searchSite('   ')).toEqual([]);
    expect(searchSite('zebra-unicorn')).toEqual([]);
  });
});
