import type { z } from 'zod';
import type { DomainError, FieldError } from './errors.js';

/**
 * Parses with a zod schema; every broken field comes back named in the catalogue's
 * `invalid` error. Here so a service's domain can check input without depending on zod.
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  invalid: (fieldErrors: FieldError[]) => DomainError,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(
    result.error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(root)', message: i.message })),
  );
}
