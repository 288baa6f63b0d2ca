/**
 * `@oneway/service-kit/edge`: what a process that keeps no event store needs (the gateway):
 * configuration, logging, metrics, readiness and ops routes, the NATS connection, the RPC
 * client and the signal handling of `main`. The full entry also loads Nest's microservice
 * server, CQRS, MikroORM and BullMQ (~17 MB of heap in every gateway instance).
 */
export * from './config.js';
export * from './request-context.js';
export * from './logger.js';
export * from './metrics.js';
export * from './readiness.js';
export * from './ops-routes.js';
export * from './rpc-answer.js';
export * from './nats-connect.js';
export * from './rpc-client.js';
export * from './run-until-signalled.js';
