import {
  CONTROL_CHARACTERS,
  INPUT_LIMITS,
  UNPAIRED_SURROGATE,
  UNPAIRED_SURROGATE_MESSAGE,
  type FieldError,
  requestErrors,
} from '@oneway/contracts';
import type { FastifyRequest } from 'fastify';

/** The JSON schema of a route part, as routeDoc generates it from the zod contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  maxItems?: number;
}

interface RouteSchemas {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** The branch of a union (nullable, optional) that describes this value. */
function branchFor(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  const union = schema?.anyOf ?? schema?.oneOf;
  if (!union) return schema;
  // A union of object shapes (a card or a bank account): the branch naming the most of the
  // fields given (all of them when the value is valid), so a wrong field is named as such.
  if (isPlainObject(value)) {
    const named = (b: JsonSchema) => Object.keys(value).filter((k) => k in (b.properties ?? {})).length;
    const shapes = union.filter((b) => b.properties);
    if (shapes.length) return shapes.reduce((best, b) => (named(b) > named(best) ? b : best));
  }
  const t = typeOf(value);
  return (
    union.find((s) => {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      return types.includes(t) || (t === 'number' && types.includes('integer'));
    }) ?? union.find((s) => s.type !== 'null')
  );
}

/**
 * One walk over a request part: every string bounded, well-formed and free of control
 * characters, every number a finite value a JavaScript integer can hold exactly, every array
 * bounded, arrays and objects nested at most `nestingMax` deep (so the walk's own recursion
 * is bounded too), and (where `strict`) every object field one the contract names.
 * `depth` counts the arrays and objects around `value`.
 */
function check(
  value: unknown,
  schema: JsonSchema | undefined,
  path: string,
  strict: boolean,
  out: FieldError[],
  depth = 0,
) {
  const s = branchFor(schema, value);
  const field = path || 'body';
  if (typeof value === 'object' && value !== null && depth >= INPUT_LIMITS.nestingMax) {
    out.push({ field, message: `Must be nested at most ${INPUT_LIMITS.nestingMax} levels deep` });
  } else if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) out.push({ field, message: 'Must not contain control characters' });
    if (UNPAIRED_SURROGATE.test(value)) out.push({ field, message: UNPAIRED_SURROGATE_MESSAGE });
    // A field with a limit of its own gets the contract's message from the service; the door
    // caps the rest.
    if (s?.maxLength === undefined && value.length > INPUT_LIMITS.textMax)
      out.push({ field, message: `Must be at most ${INPUT_LIMITS.textMax} characters` });
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
      out.push({ field, message: 'Must be a number within range' });
  } else if (Array.isArray(value)) {
    const max = Math.min(s?.maxItems ?? INPUT_LIMITS.arrayMax, INPUT_LIMITS.arrayMax);
    if (value.length > max) out.push({ field, message: `Must have at most ${max} items` });
    else value.forEach((item, i) => check(item, s?.items, `${path}[${i}]`, strict, out, depth + 1));
  } else if (isPlainObject(value)) {
    const known = s?.properties;
    const open = !known || (s?.additionalProperties !== undefined && s.additionalProperties !== false);
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (strict && !open && !(key in known!)) {
        out.push({ field: at, message: 'Is not a field of this request' });
        continue;
      }
      check(
        v,
        known?.[key] ?? (isPlainObject(s?.additionalProperties) ? s.additionalProperties : undefined),
        at,
        strict,
        out,
        depth + 1,
      );
    }
  }
}

/** Routes whose body is not ours to shape (the card provider's signed webhook). */
export interface InputPolicyOptions {
  skipRoutes: readonly string[];
}

/**
 * The one input policy at the door (issue 10), run before any handler (after the access guard): the body is absent or
 * a JSON object of the documented shape (unknown fields refused, so an id in the body is
 * either a field the contract uses or an error); texts in body, query and path are bounded,
 * well-formed UTF-16 and carry no NUL or other control characters; numbers are exact; nesting
 * is bounded. Each breach is a 400
 * problem naming the field; nothing reaches a service. Field rules beyond that (types,
 * formats, ranges, amounts) are the contracts' own and come back from the same validation.
 */
export function enforceInputPolicy(o: InputPolicyOptions) {
  const skip = new Set(o.skipRoutes);
  return (req: FastifyRequest): void => {
    // Fastify builds `routeOptions` afresh on each read: read it once.
    const { url: route = '', schema } = req.routeOptions;
    if (!route.startsWith('/api/') || skip.has(route)) return;
    const schemas = (schema ?? {}) as RouteSchemas;
    const errors: FieldError[] = [];
    const body = req.body;
    if (body !== undefined) {
      if (!isPlainObject(body)) errors.push({ field: 'body', message: 'The request body must be a JSON object' });
      else check(body, schemas.body ?? { type: 'object', properties: {} }, '', true, errors);
    }
    check(req.query ?? {}, schemas.querystring, '', false, errors);
    check(req.params ?? {}, schemas.params, '', false, errors);
    if (errors.length) {
      const first = errors[0]!;
      throw requestErrors.invalid(
        first.field === 'body' ? first.message + '.' : `${first.field}: ${first.message}.`,
        errors,
      );
    }
  };
}
