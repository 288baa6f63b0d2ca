export * from './test-infra.js';
export * from './build-libs.js';
export * from './decider-specification.js';
export * from './use-case-wiring.js';
export * from './request-bodies.js';
export * from './smtp-catcher.js';
export * from './test-servers.js';
export * from './record-statements.js';
