import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web feature boundaries (decision 0015): a feature reaches another only through its public
// index; components/, lib/ and config/ never import a feature; features never import app/.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`, ...webFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature only through its public index (features/<name>/index.ts).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
          patterns: [
            { group: ['zod', 'zod/*'], message: 'Keep zod out of the browser bundle.' },
            // Decision 0029: the chart library is one chunk loaded on demand, never in a page's.
            {
              group: ['@visx/*'],
              message: 'Draw through components/charts (the library loads on demand there only).',
            },
          ],
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared code must not depend on a feature: move what both need to components/ or lib/.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app shell: the app composes features.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The one module that imports the chart library; range-chart.tsx and band-line-chart.tsx load
    // it with a dynamic import (decision 0029).
    files: ['apps/web/src/components/charts/chart-drawings.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hoopdex/contract', allowTypeImports: true }],
          patterns: [{ group: ['zod', 'zod/*'], message: 'Keep zod out of the browser bundle.' }],
        },
      ],
    },
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
