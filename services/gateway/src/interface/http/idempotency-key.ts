import { parseOrThrow, requestErrors } from '@oneway/contracts';
import type { FastifyRequest } from 'fastify';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { actorOf } from './http-request.js';

/** The header an API client retries a create with (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The namespace of the ids made from `Idempotency-Key` headers (a fixed, random UUID). */
const IDEMPOTENCY_KEY_NAMESPACE = '5b0c2f8e-8f7a-4d0e-9d55-3c0f1f6e2a41';

/** The header as the OpenAPI document shows it and as each create reads it. */
export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 visible ASCII characters, without spaces')
    .optional()
    .describe(
      'Retries of one create send the same key: they get the record the first made, never a second. ' +
        'Used when the body names no id of its own.',
    ),
});

type Body = Record<string, unknown> | undefined;

/**
 * A create's body with its client-chosen id (`field`) made from the `Idempotency-Key` header
 * when the body names none (decision gateway-idempotency-key-header): the same caller, create
 * and key always make the same id, so a retried create finds its first record (decision 0008),
 * and the same key on other details is that create's 409. The id is a UUID v5 of the caller,
 * the create and the key: another caller's key, or the key on another kind of create, makes
 * another id. A malformed key is a 400 naming the header, and nothing is created.
 */
export function withIdempotencyKey(req: FastifyRequest, body: Body, field: string, create: string): Body {
  const header = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return body;
  const key = parseOrThrow(idempotencyKeyHeaders, { [IDEMPOTENCY_KEY_HEADER]: header }, (fieldErrors) =>
    requestErrors.invalid(
      'The request is not valid.',
      fieldErrors.map((e) => ({ ...e, field: 'Idempotency-Key' })),
    ),
  )[IDEMPOTENCY_KEY_HEADER]!;
  const base = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const userId = actorOf(req)?.userId;
  if (base[field] !== undefined || !userId) return body;
  return { ...base, [field]: uuidv5(`${userId}\n${create}\n${key}`, IDEMPOTENCY_KEY_NAMESPACE) };
}
