import { NativeSelect, Text } from '@chakra-ui/react';
import { useRelayPointsInCity } from '../api/get-relay-points-in-city';

/** A relay point in the chosen city, or none (direct handoff). */
export function RelayPointSelect({
  name,
  location,
  value,
  onChange,
}: {
  name: string;
  location: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const { data, isPending, error } = useRelayPointsInCity(location);
  if (!location)
    return (
      <Text fontSize="sm" color="fg.muted">
        Choose the city first.
      </Text>
    );
  if (error)
    return (
      <Text fontSize="sm" color="fg.error">
        Relay points could not be loaded.
      </Text>
    );
  return (
    <NativeSelect.Root disabled={isPending}>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">No relay point (direct handoff)</option>
        {data?.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} — {p.address}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
