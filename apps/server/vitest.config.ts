import { configDefaults, defineProject } from 'vitest/config';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

// API integration tests on a real database: PGlite by default, PostgreSQL when
// TEST_DB_KIND=postgres and TEST_DATABASE_URL are set (npm test runs both when it can).
export default defineProject({
  test: {
    name: onPostgres ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts'],
    // These start the real entry point (or the stats:import CLI) on a PGlite folder whatever
    // TEST_DB_KIND says (their DATABASE_URL case needs no server); running them again on the
    // PostgreSQL pass adds minutes (start-empty: 91 s of the same PGlite run on the 2-core CI).
    // The demo world's invariants check what the generator draws (shares, spreads, ranks), not
    // SQL: the seed's writes run on PostgreSQL in seed.test.ts and the cluster's browser suite
    // (162 s on the PostgreSQL pass, 2026-11-29).
    // The film reader's tests touch no database (ffmpeg and tesseract only): once is enough.
    // The real-season model and bookkeeping tests (three WNBA seasons imported and backtested;
    // month files against the whole season) check arithmetic, not SQL dialect: their SQL (the
    // import, the backtest's reads) runs on PostgreSQL in import-job, real-leagues-import and
    // the box-score tests. Once, on PGlite, is enough for them.
    // The database-outage and read-replica tests are the reverse: they need a PostgreSQL server.
    // The cluster suite (src/cluster, *.cluster.test.ts) has its own config and CI step.
    exclude: onPostgres
      ? [
          ...configDefaults.exclude,
          'src/**/*.cluster.test.ts',
          'src/startup.test.ts',
          'src/start-empty.test.ts',
          'src/seed/world-invariants.test.ts',
          // PGlite in a worker thread: no PostgreSQL in it.
          'src/db/pglite-thread/**',
          'src/durability.test.ts',
          'src/modules/box-score-import/stats-import-cli.test.ts',
          'src/modules/play-by-play/pbp-import-cli.test.ts',
          'src/modules/film-sync/scoreboard-corpus.test.ts',
          'src/modules/film-sync/clock-sync.test.ts',
          'src/modules/projections/wnba-backtest.test.ts',
          'src/modules/box-score-import/months-equal-whole.test.ts',
        ]
      : [
          ...configDefaults.exclude,
          'src/**/*.cluster.test.ts',
          'src/db-outage.test.ts',
          'src/lib/read-routing.test.ts',
        ],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file builds its own app on its own database, and no server test mocks a module or
    // changes the environment: a worker can keep the modules it has loaded from one file to the
    // next. Isolating each file re-imported the whole server (about 5 s a file, 110 files);
    // without it the PGlite pass went from 1,411 s to 832 s on the same machine.
    isolate: false,
    // PGlite is single-threaded WASM: two workers keep both cores busy without thrashing.
    maxWorkers: 2,
    // Its own group, after the jsdom and contract tests, so database suites don't share the
    // cores with them (vitest requires a separate group for a different maxWorkers).
    // Longest files first: src/test/slow-first-sequencer.ts, set in the root vitest.config.ts
    // (vitest takes the sequencer from there only).
    sequence: { groupOrder: 1 },
  },
});
