import { Button, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useSubmitReview } from './api/reviews';
import {
  EMPTY_REVIEW,
  PRIVATE_COMMENT_MAX,
  PUBLIC_COMMENT,
  REVIEW_RATING_FIELDS,
  reviewFormErrors,
  toReviewInput,
  type ReviewFormValues,
} from './utils/review-form';

type Errors = Partial<Record<keyof ReviewFormValues, string>>;

/** Spec §5 review form: three required ratings, two optional, a public and a private comment. */
export function ReviewForm({ shipmentId, otherParty }: { shipmentId: string; otherParty: string }) {
  const submit = useSubmitReview(shipmentId);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof ReviewFormValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = reviewFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(toReviewInput(values), {
      onSuccess: () =>
        notify({
          title: 'Review sent',
          description: `Thank you. ${otherParty} will see it once they review you too, or in 7 days.`,
          type: 'success',
        }),
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors.length)
          setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
        else notify({ title: 'Review not sent', description: describeError(err), type: 'error' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a review">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          {REVIEW_RATING_FIELDS.map((f) => (
            <FormField key={f.name} label={`${f.label} rating`} required={f.required} error={errors[f.name]}>
              <SelectField
                name={f.name}
                value={values[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                options={[
                  { value: '', label: f.required ? 'Choose…' : 'Skip' },
                  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` })),
                ]}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <FormField
          label="Public comment"
          required={false}
          error={errors.publicComment}
          helper={`Shown on their profile: ${PUBLIC_COMMENT.min} to ${PUBLIC_COMMENT.max.toLocaleString('en-US')} characters.`}
        >
          <Textarea
            name="publicComment"
            value={values.publicComment}
            onChange={(e) => set('publicComment', e.target.value)}
          />
        </FormField>
        <FormField
          label="Private comment"
          required={false}
          error={errors.privateComment}
          helper={`Only ${otherParty} and Oneway staff see it: up to ${PRIVATE_COMMENT_MAX.toLocaleString('en-US')} characters.`}
        >
          <Textarea
            name="privateComment"
            value={values.privateComment}
            onChange={(e) => set('privateComment', e.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={submit.isPending}>
          Submit review
        </Button>
      </Stack>
    </form>
  );
}
