import { DomainError, type FieldError } from '@oneway/contracts';
import type { z } from 'zod';

/** Parses with a zod schema; every broken field comes back named in one validation error. */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  code: string,
  message: string,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = result.error.issues.map((i) => ({
    field: i.path.join('.') || '(root)',
    message: i.message,
  }));
  throw new DomainError(code, 'validation', message, fieldErrors);
}
