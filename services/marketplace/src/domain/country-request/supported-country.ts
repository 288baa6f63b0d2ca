import { COUNTRIES, type Country } from '@oneway/contracts';

/** Lower-cased, inner spaces collapsed, dots and edge punctuation dropped: "U.S.A. " → "usa". */
export function countryKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:!?'"-]+|[\s,;:!?'"-]+$/g, '')
    .replace(/^the /, '');
}

// Common ways people write the countries Oneway already serves (spec: United States,
// United Kingdom, Canada, Nigeria).
const ALIASES: Record<string, Country> = {
  us: 'United States',
  usa: 'United States',
  'united states of america': 'United States',
  america: 'United States',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  gb: 'United Kingdom',
  ca: 'Canada',
  ng: 'Nigeria',
  'federal republic of nigeria': 'Nigeria',
};

/** The supported country this name stands for, or null when Oneway does not serve it yet. */
export function supportedCountryOf(name: string): Country | null {
  const key = countryKey(name);
  return COUNTRIES.find((c) => countryKey(c) === key) ?? ALIASES[key] ?? null;
}
