import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
    // vitest's default is cores - 1, one worker on a 2-core CI machine; most of a file's time is
    // setting up jsdom and imports, which two workers halve.
    maxWorkers: 2,
    // Search is on in tests so the header's search box can be exercised; its "off" case is a prop.
    env: { VITE_SEARCH_ENABLED: 'true', VITE_PRODUCT_NAME: 'Hoopdex', TZ: 'UTC' },
  },
});
