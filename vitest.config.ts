import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './apps/server/src/test/slow-first-sequencer';

// One runner, several projects: `vitest run --project <name>`.
// - contract: schema unit tests
// - server: API integration tests on a real database (PGlite, or PostgreSQL via TEST_DATABASE_URL)
// - web: component and unit tests in jsdom (network mocked with MSW)
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest reads the sequencer from the root config only (a project's own is ignored: the
    // server's 250-second scoreboard corpus started last and ran alone for minutes). It orders
    // the server's longest files first; the other projects keep their order.
    sequence: { sequencer: SlowFirstSequencer },
  },
});
