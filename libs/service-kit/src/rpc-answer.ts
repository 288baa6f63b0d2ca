import {
  DomainError,
  requestErrors,
  rpcMetaSchema,
  serviceErrors,
  toErrorPayload,
  type ErrorPayload,
  type RpcContract,
  type RpcEnvelope,
} from '@oneway/contracts';
import type { Logger } from './logger.js';

/** The message pattern of a contract, without the environment's subject prefix. */
export const rpcPatternOf = (contract: Pick<RpcContract, 'name'>): string => `rpc.${contract.name}`;

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const invalid = (issues: { path: PropertyKey[]; message: string }[]): DomainError =>
  requestErrors.invalid(
    issues[0]?.message ?? 'The request is not valid',
    issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
  );

/** Checks the caller's meta and the payload against the contract before a handler sees them. */
export function parseRpcRequest<C extends RpcContract>(contract: C, raw: unknown): RpcEnvelope<unknown> {
  const envelope = (raw ?? {}) as { meta?: unknown; payload?: unknown };
  const meta = rpcMetaSchema.safeParse(envelope.meta);
  if (!meta.success) throw invalid(meta.error.issues);
  const payload = contract.request.safeParse(envelope.payload ?? {});
  if (!payload.success) throw invalid(payload.error.issues);
  return { meta: meta.data, payload: payload.data };
}

/**
 * A reply leaves only if it matches the contract: a service never sends the gateway a shape
 * the gateway does not expect. The value itself is sent as the handler made it.
 */
export function checkRpcReply<C extends RpcContract>(contract: C, value: unknown, logger: Logger): unknown {
  const result = contract.response.safeParse(value);
  if (result.success) return value;
  logger.error({ rpc: contract.name, issues: result.error.issues.slice(0, 5) }, 'rpc reply breaks its contract');
  throw serviceErrors.replyInvalid();
}

/** What an error becomes on the wire: a domain error as it is, anything else as INTERNAL. */
export function rpcErrorPayload(err: unknown, logger: Logger, context: Record<string, unknown> = {}): ErrorPayload {
  if (err instanceof DomainError) return toErrorPayload(err);
  logger.error({ err, ...context }, 'rpc handler failed');
  return { code: 'INTERNAL', kind: 'internal', message: INTERNAL_MESSAGE };
}
