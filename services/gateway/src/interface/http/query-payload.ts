import type { RpcContract } from '@oneway/contracts';
import type { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def;

/** The base type of a field, through optional/default/nullable wrappers. */
function baseType(schema: z.ZodType | undefined): string | undefined {
  let s = schema;
  while (s) {
    const def = defOf(s);
    if (!def.innerType) return def.type;
    s = def.innerType;
  }
  return undefined;
}

/**
 * Turns a query string into the RPC request it stands for: only the contract's own fields
 * are taken, numbers and booleans are converted, and lists are comma-separated
 * (`status=pending,matched`). The contract's zod schema then validates the result, so a
 * wrong value gets the contract's message; unknown parameters (`test_mode`) are dropped.
 */
export function queryPayload(
  contract: RpcContract,
  query: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const shape = defOf(contract.request).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const raw = query?.[key];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (typeof value !== 'string' || value === '') continue;
    switch (baseType(field)) {
      case 'number':
        out[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
        break;
      case 'boolean':
        out[key] = value === 'true' ? true : value === 'false' ? false : value;
        break;
      case 'array':
        out[key] = value.split(',').filter(Boolean);
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}
