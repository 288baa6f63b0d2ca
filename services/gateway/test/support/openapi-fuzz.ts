/** The parts of the OpenAPI document the fuzz suite reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

export interface Route {
  method: string;
  /** As documented, e.g. `/api/shipments/{id}/cancel`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

/** One request the suite sends: everything in it is invalid in at least one way. */
export interface Variant {
  label: string;
  path: string;
  /** Raw JSON text, or undefined for no body. */
  body?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function routesOf(doc: OpenApiDoc, skip: (path: string) => boolean): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    skip(path)
      ? []
      : Object.entries(ops)
          .filter(([m]) => METHODS.includes(m))
          .map(([method, op]) => ({
            method: method.toUpperCase(),
            path,
            pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
            query: Object.fromEntries(
              (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
            ),
            body: op.requestBody?.content?.['application/json']?.schema ?? null,
          })),
  );
}

/** The branch of a nullable/union schema that is not `null`. */
function mainBranch(s: JsonSchema): JsonSchema {
  const union = s.anyOf ?? s.oneOf;
  return union ? (union.find((b) => b.type !== 'null') ?? s) : s;
}
const typeOf = (s: JsonSchema) => {
  const t = mainBranch(s).type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** A value of the wrong JSON type for the schema, or undefined when the schema takes anything. */
function wrongTyped(s: JsonSchema): unknown {
  switch (typeOf(s)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

export const NUL = 'a\u0000b';
const oversized = (s: JsonSchema) => 'x'.repeat((mainBranch(s).maxLength ?? 10_000) + 1);

/**
 * The invalid inputs for one route. `depth` 'full' spoils every documented field in turn
 * (missing, wrong-typed, oversized, NUL-bearing, out of range) besides the structural cases;
 * 'structural' only the non-object bodies, an unknown field and a NUL (other callers).
 */
export function variantsOf(route: Route, fill: (param: string) => string, depth: 'full' | 'structural'): Variant[] {
  const path = (override?: Record<string, string>) =>
    route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(override?.[name] ?? fill(name)));
  const base = path();
  const out: Variant[] = [];
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

  for (const param of route.pathParams) {
    out.push({ label: `path ${param} NUL`, path: path({ [param]: NUL }) });
    if (depth === 'full') {
      out.push({ label: `path ${param} not an id`, path: path({ [param]: 'not-an-id' }) });
      out.push({ label: `path ${param} oversized`, path: path({ [param]: 'x'.repeat(600) }) });
    }
  }
  const q = (name: string, value: string) => `${base}?${new URLSearchParams({ [name]: value })}`;
  for (const [name, schema] of Object.entries(route.query)) {
    out.push({ label: `query ${name} NUL`, path: q(name, NUL) });
    if (depth !== 'full') continue;
    out.push({ label: `query ${name} oversized`, path: q(name, oversized(schema)) });
    if (['number', 'integer'].includes(typeOf(schema) ?? ''))
      out.push({ label: `query ${name} wrong type`, path: q(name, 'not-a-number') });
    if (mainBranch(schema).enum) out.push({ label: `query ${name} not in enum`, path: q(name, 'no-such-value') });
  }
  if (!takesBody) return out;

  for (const raw of ['null', '[]', '123', '"text"']) out.push({ label: `body ${raw}`, path: base, body: raw });
  out.push({ label: 'body unknown field', path: base, body: JSON.stringify({ fuzzUnknownField: 1 }) });
  const props = Object.entries(route.body?.properties ?? {});
  const firstText = props.find(([, s]) => typeOf(s) === 'string');
  if (firstText)
    out.push({ label: `body ${firstText[0]} NUL`, path: base, body: JSON.stringify({ [firstText[0]]: NUL }) });
  if (depth !== 'full') return out;

  if (route.body?.required?.length) out.push({ label: 'body missing required fields', path: base, body: '{}' });
  for (const [name, s] of props) {
    const field = (value: unknown) => JSON.stringify({ [name]: value });
    const wrong = wrongTyped(s);
    if (wrong !== undefined) out.push({ label: `body ${name} wrong type`, path: base, body: field(wrong) });
    const t = typeOf(s);
    if (t === 'string') {
      out.push({ label: `body ${name} NUL`, path: base, body: field(NUL) });
      out.push({ label: `body ${name} oversized`, path: base, body: field(oversized(s)) });
    }
    if (t === 'number' || t === 'integer') {
      out.push({ label: `body ${name} 1e20`, path: base, body: field(1e20) });
      out.push({ label: `body ${name} -1e20`, path: base, body: field(-1e20) });
    }
  }
  return out;
}
