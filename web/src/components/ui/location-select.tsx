import { NativeSelect } from '@chakra-ui/react';
import { SUPPORTED_CITIES } from '@/config/marketplace';

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
    <NativeSelect.Root>
      <NativeSelect.Field
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      >
        {Object.entries(SUPPORTED_CITIES).map(([country, cities]) => (
          <optgroup key={country} label={country}>
            {cities.map((city) => (
              <option key={city} value={`${city}, ${country}`}>
                {`${city}, ${country}`}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
