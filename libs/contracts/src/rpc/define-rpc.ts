import { z } from 'zod';
import { roleSchema } from '../common.js';
import { DEFAULT_SUBJECT_PREFIX } from '../define-event.js';

/**
 * The caller as the gateway established it from a verified session. Services trust this
 * only because it arrives over the internal bus from the gateway, never from a browser.
 */
export const actorSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  sessionId: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export const rpcMetaSchema = z.object({
  correlationId: z.string().min(1),
  actor: actorSchema.nullable(),
  ip: z.string().optional(),
});
export type RpcMeta = z.infer<typeof rpcMetaSchema>;

export interface RpcContract<TReq extends z.ZodType = z.ZodType, TRes extends z.ZodType = z.ZodType> {
  /** `<context>.<operation>`, e.g. `identity.register`. */
  readonly name: string;
  readonly context: string;
  readonly request: TReq;
  readonly response: TRes;
}

export type RpcRequest<C> = C extends RpcContract<infer Q, z.ZodType> ? z.infer<Q> : never;
/** What a client sends: the request before its defaults and transforms apply (a web form's body). */
export type RpcInput<C> = C extends RpcContract<infer Q, z.ZodType> ? z.input<Q> : never;
export type RpcResponse<C> = C extends RpcContract<z.ZodType, infer S> ? z.infer<S> : never;

export function defineRpc<TReq extends z.ZodType, TRes extends z.ZodType>(def: {
  name: string;
  request: TReq;
  response: TRes;
}): RpcContract<TReq, TRes> {
  const [context] = def.name.split('.');
  if (!context || !def.name.includes('.')) throw new Error(`RPC name "${def.name}" needs a context`);
  return { ...def, context };
}

/** `oneway.rpc.<context>.<operation>` */
export function rpcSubjectOf(contract: Pick<RpcContract, 'name'>, prefix = DEFAULT_SUBJECT_PREFIX): string {
  return `${prefix}.rpc.${contract.name}`;
}

/** What travels on the bus for one request. */
export interface RpcEnvelope<T = unknown> {
  meta: RpcMeta;
  payload: T;
}

/** The reply: a value or a typed error, never a thrown stack trace. */
export type RpcReply<T = unknown> = { ok: true; value: T } | { ok: false; error: import('../errors.js').ErrorPayload };
