import { SUPPORTED_CITIES } from '@/config/marketplace';
import { SelectField } from './select-field';

const OPTIONS = Object.entries(SUPPORTED_CITIES).map(([country, cities]) => ({
  group: country,
  options: cities.map((city) => ({ value: `${city}, ${country}`, label: `${city}, ${country}` })),
}));

/** A "City, Country" picker over the supported city list, grouped by country. */
export function LocationSelect({
  name,
  value,
  onChange,
  placeholder = 'Select a city',
  id,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
}) {
  return (
    <SelectField
      id={id}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      options={OPTIONS}
    />
  );
}
