import { connect, type NatsConnection } from '@nats-io/transport-node';

/**
 * A process's NATS connection. Without `noAsyncTraces` every request (each RPC and each
 * JetStream publish) builds two Error objects up front, stack traces included, in case it
 * fails; under load that was a measurable share of the services' CPU. A failed request still
 * rejects with its error (timeout, no responders), only without the caller's stack appended.
 */
export function openNatsConnection(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, noAsyncTraces: true });
}
