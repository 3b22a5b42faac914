import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data*/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The contract's schemas cost a phone about 100 ms to build at start-up: pages take its
      // types, and values only from its zod-free subpaths (stat-constants, account-rules).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hoopdex/contract', allowTypeImports: true }],
          patterns: [{ group: ['zod', 'zod/*'], message: 'Keep zod out of the browser bundle.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'Use formatCount or formatFixed (lib/format.ts): Intl is slow to start on a phone.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Issue 21: app.ts builds the server from every module, so a module or lib file that imports
    // it (even for a type) closes an import circle through the whole server. Types come from
    // src/deps.ts; src/import-graph.test.ts checks the rest of the graph for circles.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+app(\\.ts)?$',
              message: 'Import types from src/deps.ts; app.ts imports every module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
