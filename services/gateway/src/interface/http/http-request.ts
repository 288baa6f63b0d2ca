import { randomUUID } from 'node:crypto';
import type { Actor, RpcMeta } from '@oneway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedAccessToken } from '../../application/sessions.js';

/** What the gateway adds to each request; set by hooks and the access-token guard only. */
export interface GatewayRequestState {
  correlationId: string;
  /** The verified token's subject; never anything the client claimed. */
  auth: VerifiedAccessToken | null;
}

export type GatewayRequest = FastifyRequest & { gateway: GatewayRequestState };

export const CORRELATION_HEADER = 'x-correlation-id';
const WELL_FORMED_CORRELATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Accepts a caller's well-formed correlation id (so a trace can start at the browser) or makes one. */
export function correlationIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED_CORRELATION_ID.test(value) ? value : randomUUID();
}

/** The first step of every request (the gateway's `onRequest` hook): its correlation id, echoed. */
export function assignCorrelationId(req: FastifyRequest, reply: FastifyReply): void {
  const correlationId = correlationIdOf(req.headers[CORRELATION_HEADER]);
  (req as GatewayRequest).gateway = { correlationId, auth: null };
  reply.header(CORRELATION_HEADER, correlationId);
}

export function gatewayState(req: FastifyRequest): GatewayRequestState {
  return ((req as GatewayRequest).gateway ??= { correlationId: randomUUID(), auth: null });
}

export function actorOf(req: FastifyRequest): Actor | null {
  return gatewayState(req).auth?.actor ?? null;
}

/** The metadata every RPC from this request carries: the actor comes only from the verified token. */
export function rpcMetaOf(req: FastifyRequest): RpcMeta {
  const state = gatewayState(req);
  return { correlationId: state.correlationId, actor: state.auth?.actor ?? null, ip: req.ip };
}
