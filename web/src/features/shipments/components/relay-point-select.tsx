import { Text } from '@chakra-ui/react';
import { SelectField } from '@/components/ui/select-field';
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
    <SelectField
      disabled={isPending}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: 'No relay point (direct handoff)' },
        ...(data?.items.map((p) => ({ value: p.id, label: `${p.name} — ${p.address}` })) ?? []),
      ]}
    />
  );
}
