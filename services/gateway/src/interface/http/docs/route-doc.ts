import type { RpcContract } from '@oneway/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyHeaders } from '../idempotency-key.js';

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
};

type ObjectSchema = { properties?: Record<string, { type?: string; format?: string }>; required?: string[] };

/**
 * The contract's request less the fields the route fills from its path: the document must not
 * ask for a body or query field the server overwrites (issue 10). By default those are the
 * required `…Id` UUID fields; a route that also takes an id in its body names its path fields.
 */
function withoutPathFields(json: Record<string, unknown>, pathFields: readonly string[] | undefined) {
  const o = json as ObjectSchema;
  if (!o.properties) return json;
  const fromPath =
    pathFields ?? (o.required ?? []).filter((k) => k.endsWith('Id') && o.properties![k]?.format === 'uuid');
  if (!fromPath.length) return json;
  const properties = Object.fromEntries(Object.entries(o.properties).filter(([k]) => !fromPath.includes(k)));
  const required = (o.required ?? []).filter((k) => !fromPath.includes(k));
  return { ...json, properties, ...(required.length ? { required } : { required: undefined }) };
}

const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details (application/problem+json)',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string' },
    correlationId: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

/**
 * Route schemas for the OpenAPI document, generated from the same zod contracts the RPC
 * calls validate against, so the docs cannot drift from what is enforced. Fastify is told
 * not to validate or serialise with them (see gateway bootstrap): the zod contract is the
 * one validator and its messages are the ones the spec asks for.
 */
export function routeDoc(d: {
  tag: string;
  summary: string;
  auth?: 'bearer' | 'optional' | 'none';
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route reads (documented only: the route parses them). */
  headers?: z.ZodType;
  /** Contract fields the route takes from its path (default: the required `…Id` UUIDs when it has params). */
  pathFields?: readonly string[];
  responses?: Record<number, z.ZodType | null>;
}): FastifySchema {
  const part = (schema: z.ZodType) =>
    d.params ? withoutPathFields(jsonSchemaOf(schema), d.pathFields) : jsonSchemaOf(schema);
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(d.responses ?? {})) {
    responses[status] = schema ? jsonSchemaOf(schema) : { type: 'null', description: 'No content' };
  }
  responses['4XX'] = problemSchema;
  responses['5XX'] = problemSchema;
  return {
    tags: [d.tag],
    summary: d.summary,
    ...(d.auth === 'bearer' || d.auth === 'optional'
      ? { security: d.auth === 'bearer' ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, {}] }
      : {}),
    ...(d.body ? { body: part(d.body) } : {}),
    ...(d.querystring ? { querystring: part(d.querystring) } : {}),
    ...(d.params ? { params: jsonSchemaOf(d.params) } : {}),
    ...(d.headers ? { headers: jsonSchemaOf(d.headers) } : {}),
    response: responses,
  } as FastifySchema;
}

/** Which parts of an RPC contract a route takes from where (for `rpcRouteDoc`). */
export interface RpcDocOptions {
  /** The contract's request is the body / the query string. */
  body?: boolean;
  query?: boolean;
  /** The route's path parameters. */
  params?: z.ZodType;
  /** Request fields the route fills from its path (see withoutPathFields). */
  pathFields?: string[];
  status?: number;
  tag?: string;
  /** A create that takes an `Idempotency-Key` header (see idempotency-key.ts). */
  idempotencyKey?: boolean;
}

/** The document of a signed-in route that forwards to one RPC contract. */
export function rpcRouteDoc(tag: string, summary: string, contract: RpcContract, opts: RpcDocOptions = {}) {
  return routeDoc({
    tag: opts.tag ?? tag,
    summary,
    auth: 'bearer',
    ...(opts.pathFields ? { pathFields: opts.pathFields } : {}),
    ...(opts.body ? { body: contract.request } : {}),
    ...(opts.query ? { querystring: contract.request } : {}),
    ...(opts.params ? { params: opts.params } : {}),
    ...(opts.idempotencyKey ? { headers: idempotencyKeyHeaders } : {}),
    responses: { [opts.status ?? 200]: contract.response },
  });
}
