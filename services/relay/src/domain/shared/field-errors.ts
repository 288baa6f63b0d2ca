import type { DomainError, FieldError } from '@oneway/contracts';
import type { z } from 'zod';

/** Parses with a zod schema; every broken field comes back named in the catalogue's `invalid` error. */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  invalid: (fieldErrors: FieldError[]) => DomainError,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = result.error.issues.map((i) => ({
    field: i.path.join('.') || '(root)',
    message: i.message,
  }));
  throw invalid(fieldErrors);
}
