export * from './test-infra.js';
export * from './build-libs.js';
export * from './decider-specification.js';
