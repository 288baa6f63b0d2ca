import type { RpcContract } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { rpcMetaOf } from './http-request.js';

type Body = Record<string, unknown> | undefined;

/**
 * Sends a JSON body plus path parameters as one RPC request. Path parameters are written
 * last so a body cannot redirect the call to another resource; the contract's zod schema
 * strips every field it does not name (a smuggled `senderId`, `role` or `test_mode`).
 */
export function forwardBody<C extends RpcContract>(
  rpc: RpcClient,
  req: FastifyRequest,
  contract: C,
  body: Body,
  params: Record<string, unknown> = {},
): Promise<z.infer<C['response']>> {
  const base = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return rpc.call(contract, { ...base, ...params } as z.input<C['request']>, rpcMetaOf(req));
}

export function forwardPayload<C extends RpcContract>(
  rpc: RpcClient,
  req: FastifyRequest,
  contract: C,
  payload: Record<string, unknown>,
): Promise<z.infer<C['response']>> {
  return rpc.call(contract, payload as z.input<C['request']>, rpcMetaOf(req));
}
