import { defineConfig } from 'vitest/config';

// The cluster suite (issue 14): real server processes on PostgreSQL, their own Redis and nginx.
// Run by scripts/test-all.mjs as its own step: `vitest run --config apps/server/vitest.cluster.config.ts`.
// One file at a time: each starts several servers, and the machine has two cores.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['src/cluster/**/*.cluster.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
