import { SUPPORTED_CITIES, type Country } from '@oneway/contracts';

export interface Location {
  city: string;
  country: Country;
  /** Canonical "City, Country". */
  label: string;
}

/**
 * Reads "City, Country" for a supported city, forgiving case and spacing; null when the
 * city or country is not on the supported list (spec section 2).
 */
export function parseLocation(raw: string): Location | null {
  const parts = raw.split(',').map((p) => p.trim().replace(/\s+/g, ' '));
  if (parts.length !== 2) return null;
  const [cityIn, countryIn] = parts as [string, string];
  for (const [country, cities] of Object.entries(SUPPORTED_CITIES) as [Country, readonly string[]][]) {
    if (country.toLowerCase() !== countryIn.toLowerCase()) continue;
    const city = cities.find((c) => c.toLowerCase() === cityIn.toLowerCase());
    return city ? { city, country, label: `${city}, ${country}` } : null;
  }
  return null;
}

/** The country of a canonical location label. */
export function countryOf(label: string): string {
  return label.slice(label.lastIndexOf(',') + 1).trim();
}
