import type { Msg } from '@nats-io/transport-node';
import type {
  ConsumerDeserializer,
  ConsumerSerializer,
  IncomingRequest,
  IncomingResponse,
  OutgoingRequest,
  OutgoingResponse,
  ProducerDeserializer,
  ProducerSerializer,
} from '@nestjs/microservices';
import { isErrorPayload, type ErrorPayload, type RpcReply } from '@oneway/contracts';
import { INTERNAL_MESSAGE } from './rpc-answer.js';

/*
 * Oneway's RPC wire format, unchanged from the service kit so every caller and service
 * speaks it: a request is the JSON `{meta, payload}`, a reply `{ok:true, value}` or
 * `{ok:false, error:{code, kind, message, fieldErrors?}}`. Nest's packet ids are not sent:
 * each request has its own reply inbox.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const internal: ErrorPayload = { code: 'INTERNAL', kind: 'internal', message: INTERNAL_MESSAGE };

export const encodeReply = (reply: RpcReply): Uint8Array => encoder.encode(JSON.stringify(reply));

function parseJson(data: Uint8Array | undefined): unknown {
  try {
    return data && data.length ? JSON.parse(decoder.decode(data)) : undefined;
  } catch {
    return undefined;
  }
}

/** Service side: a NATS message in, Nest's request packet out (the pattern is the channel). */
export class RpcRequestDeserializer implements ConsumerDeserializer {
  deserialize(msg: Msg, options?: { channel?: string; replyTo?: string }): IncomingRequest {
    return { pattern: options?.channel ?? msg.subject, data: parseJson(msg.data), id: msg.reply || 'rpc' };
  }
}

/** Service side: Nest's response packet in, the reply bytes out. */
export class RpcReplySerializer implements ConsumerSerializer {
  serialize(packet: OutgoingResponse): { data: Uint8Array; headers?: undefined } {
    if (packet.err !== undefined && packet.err !== null) {
      return { data: encodeReply({ ok: false, error: isErrorPayload(packet.err) ? packet.err : internal }) };
    }
    return { data: encodeReply({ ok: true, value: packet.response }) };
  }
}

/** Caller side: `{meta, payload}` out. */
export class RpcRequestSerializer implements ProducerSerializer {
  serialize(packet: OutgoingRequest): { data: Uint8Array; headers?: undefined } {
    return { data: encoder.encode(JSON.stringify(packet.data)) };
  }
}

/** Caller side: the reply in, Nest's response packet out (always the last one). */
export class RpcReplyDeserializer implements ProducerDeserializer {
  deserialize(msg: Msg): IncomingResponse {
    const reply = parseJson(msg.data) as RpcReply | undefined;
    if (!reply || typeof reply !== 'object') return { id: '', err: internal, isDisposed: true };
    if (reply.ok) return { id: '', response: reply.value, isDisposed: true };
    return { id: '', err: isErrorPayload(reply.error) ? reply.error : internal, isDisposed: true };
  }
}
