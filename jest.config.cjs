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
    '^@oneway/(contracts|eventstore|service-kit|testing)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': swc },
  testTimeout: 30000,
  setupFiles: ['<rootDir>/libs/testing/src/jest-setup.cjs'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};
