import { FormField } from './form-field';
import { LocationSelect } from './location-select';

type Route = { fromLocation: string; toLocation: string };

/** The From and To pickers of a list's filter form ("Any city" when left empty). */
export function RouteFilterFields({ form, set }: { form: Route; set: (key: keyof Route, value: string) => void }) {
  return (
    <>
      <FormField label="From" required={false}>
        <LocationSelect
          name="fromLocation"
          value={form.fromLocation}
          onChange={(v) => set('fromLocation', v)}
          placeholder="Any city"
        />
      </FormField>
      <FormField label="To" required={false}>
        <LocationSelect
          name="toLocation"
          value={form.toLocation}
          onChange={(v) => set('toLocation', v)}
          placeholder="Any city"
        />
      </FormField>
    </>
  );
}
