import { Alert, Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ContentPage } from '@/components/ui/content-page';
import { FormField } from '@/components/ui/form-field';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useCreateCountryRequest, type CountryRequestInput } from '../api/create-country-request';
import { validateCountryRequest, type CountryRequestErrors } from '../utils/validate-country-request';

const EMPTY: CountryRequestInput = { firstName: '', lastName: '', email: '', requestedCountry: '', reason: '' };

export function RequestCountryPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CountryRequestErrors>({});
  const [sentFor, setSentFor] = useState<string | null>(null);
  const create = useCreateCountryRequest();

  const update = (field: keyof CountryRequestInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCountryRequest(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      requestedCountry: values.requestedCountry.trim(),
      reason: values.reason.trim(),
    };
    create.mutate(input, {
      onSuccess: () => {
        setSentFor(input.requestedCountry);
        setValues(EMPTY);
      },
      onError: (error) => notify({ title: 'Request not sent', description: describeError(error), type: 'error' }),
    });
  };

  return (
    <ContentPage
      title="Request a country"
      lead="Oneway connects the United States, Canada, the United Kingdom and Nigeria today. Tell us where you want to send or carry packages and we will e-mail you when that route opens."
      path="/request-country"
    >
      {sentFor && (
        <Alert.Root status="success" data-testid="country-request-sent">
          <Alert.Indicator />
          <Alert.Title>
            Thank you! Your request for {sentFor} has been recorded. We will e-mail you when we launch there.
          </Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Request a country">
        <Stack gap="4" maxW="xl">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" error={errors.firstName}>
              <Input
                name="firstName"
                autoComplete="given-name"
                value={values.firstName}
                onChange={update('firstName')}
              />
            </FormField>
            <FormField label="Last name" error={errors.lastName}>
              <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Email" error={errors.email}>
            <Input name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
          </FormField>
          <FormField label="Country you want Oneway in" error={errors.requestedCountry}>
            <Input
              name="requestedCountry"
              autoComplete="country-name"
              value={values.requestedCountry}
              onChange={update('requestedCountry')}
            />
          </FormField>
          <FormField label="Why this country? (optional)" error={errors.reason} required={false}>
            <Textarea name="reason" value={values.reason} onChange={update('reason')} rows={4} maxLength={1000} />
          </FormField>
          <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={create.isPending}>
            Send request
          </Button>
        </Stack>
      </form>
    </ContentPage>
  );
}
