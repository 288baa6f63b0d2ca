import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Module boundaries by project tag: a service may import libs, never another service; libs
// import only libs; the web app imports no service code.
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
  // The web app: the rules of hooks (hooks called unconditionally, effects list what they read).
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
