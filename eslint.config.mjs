import nx from '@nx/eslint-plugin';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Module boundaries by project tag: a service may import libs, never another service; libs
// import only libs; the web app imports no service code.
/** The gateway's imports of the libraries go through their light entries. */
const GATEWAY_LIGHT_ENTRIES = {
  regex: '^@oneway/(service-kit|eventstore)$',
  message: 'The gateway imports @oneway/service-kit/edge and @oneway/eventstore/jetstream, not the whole library.',
};

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', 'tmp/**', '**/*.mjs', '**/*.cjs'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            // By scope: shared libs depend only on shared libs; a service or the web app on
            // its own scope and shared libs.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...['identity', 'gateway', 'marketplace', 'payments', 'relay', 'messaging', 'web'].map((scope) => ({
              sourceTag: `scope:${scope}`,
              onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
            })),
            // The benchmarks drive services and libs; nothing depends on them.
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:lib', 'type:service'] },
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // `.catch(() => {})` on best-effort cleanup is deliberate.
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // bench/ is a tagged project; its benchmarks build a service's world from the service's own
  // modules and test kits, reached by path (no service publishes those), which the rule allows here only.
  {
    files: ['bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['../../services/**'],
          depConstraints: [
            { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:lib', 'type:service'] },
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
    },
  },
  // One error catalogue: a DomainError is built only by its catalogue entry (`*.errors.ts`,
  // through `defineError` in libs/contracts/src/errors.ts), so a code has one kind and one
  // message everywhere.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/contracts/src/errors/*.errors.ts', 'libs/contracts/src/errors.ts', '**/test/**/*.errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='DomainError']",
          message:
            'Build errors from the catalogue (libs/contracts/src/errors/*.errors.ts), not with new DomainError(...).',
        },
      ],
    },
  },
  // Layers inside a service. The domain is pure: it imports its own files and libs/contracts,
  // nothing else (no framework, no driver, no Node API, no other layer).
  {
    files: ['services/*/src/domain/**/*.ts'],
    // Specs may use the test kits.
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|@oneway/contracts$)',
              message: 'The domain imports only its own files and @oneway/contracts.',
            },
            {
              regex: '^\\.{1,2}/(\\.\\./)*(application|infrastructure|interface|reactions)(/|$)',
              message: 'The domain imports no other layer.',
            },
          ],
        },
      ],
    },
  },
  // The interface maps messages to use cases: it reaches the domain and infrastructure only
  // through application. (The gateway too: its application/ is the seam to its adapters.)
  {
    files: ['services/*/src/interface/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(\\.\\./)*(domain|infrastructure)(/|$)',
              message: 'Interface code calls application use cases, not the domain or infrastructure.',
            },
          ],
        },
      ],
    },
  },
  // The gateway keeps no event store: it imports the libraries' light entries, never the
  // whole of service-kit or eventstore (MikroORM, CQRS, BullMQ: ~17 MB of heap per instance).
  // Two blocks, as a later block's rule replaces an earlier one's for the same files.
  {
    files: ['services/gateway/src/**/*.ts'],
    ignores: ['services/gateway/src/interface/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GATEWAY_LIGHT_ENTRIES] }] },
  },
  {
    files: ['services/gateway/src/interface/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            GATEWAY_LIGHT_ENTRIES,
            {
              regex: '^\\.{1,2}/(\\.\\./)*(domain|infrastructure)(/|$)',
              message: 'Interface code calls application use cases, not the domain or infrastructure.',
            },
          ],
        },
      ],
    },
  },
  // A web feature imports shared code (components, lib, config, types) and its own files,
  // never another feature: what two features share moves to the shared folders.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/features/(?!${feature}/)|\\.\\./\\.\\./(?!${feature}/)[\\w-]+/)`,
              message: 'A web feature does not import another feature; move what they share to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  // The web app: the rules of hooks (hooks called unconditionally, effects list what they read).
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
