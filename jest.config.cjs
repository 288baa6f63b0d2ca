// Services and libs: jest in CommonJS mode, TypeScript compiled by swc (ts-jest does not
// work with TypeScript 7 and swc keeps decorator metadata for NestJS).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
    swcrc: false,
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/infra'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  moduleNameMapper: {
    '^@oneway/(contracts|eventstore|file-storage|service-kit|testing)$': '<rootDir>/libs/$1/src/index.ts',
    // Entry points that load less than the whole library (the gateway's: no ORM, no queues).
    '^@oneway/(eventstore|service-kit)/(edge|jetstream|metrics)$': '<rootDir>/libs/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': swc },
  // Generous: hooks start whole stacks, and the suite must pass on a loaded machine.
  testTimeout: 120000,
  // Each file's module registry stays in the worker's heap: after a run's 80 files a worker
  // held 2.5 GB, its GC pauses grew, and releasing the heap at the end took longer than jest
  // waits for a worker to exit ("failed to exit gracefully"). A worker over 1 GB after a file
  // is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  setupFiles: ['<rootDir>/libs/testing/src/jest-setup.cjs'],
  globalSetup: '<rootDir>/libs/testing/src/jest-global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/jest-global-teardown.ts',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};
