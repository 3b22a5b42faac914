import { defineConfig } from 'vitest/config';

// One runner, several projects: `vitest run --project <name>`.
// - contract: schema unit tests
// - server: API integration tests on a real database (PGlite, or PostgreSQL via TEST_DATABASE_URL)
// - web: component and unit tests in jsdom (network mocked with MSW)
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
