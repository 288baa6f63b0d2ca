// Everything a service needs; the gateway imports only the light part (`./edge.ts`).
export * from './edge.js';
export * from './rpc.decorators.js';
export * from './oneway-nats.server.js';
export * from './plain-rpc-handlers.js';
export * from './start-service.js';
export * from './run-main.js';
export * from './event-metadata.js';
export * from './rpc-responder.js';
export * from './rpc-contract.interceptor.js';
export * from './rpc-error.filter.js';
export * from './use-case.js';
export * from './admin-figures.js';
export * from './staff-reads.controller.js';
export * from './mail.js';
