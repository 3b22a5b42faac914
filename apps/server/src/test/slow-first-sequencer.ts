import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that run longest, longest first (seconds on the 2-core CI machine, PGlite pass).
// Vitest orders by the durations of earlier runs, which a clean clone does not have; it then
// fell back to file size and started the 400-second scoreboard corpus last, where it ran
// alone for 10 minutes while the other worker sat idle. Longest first lets the short files fill
// in beside the long ones. A file missing here only loses its place, never its run.
const slowFirst = [
  'modules/film-sync/scoreboard-corpus.test.ts', // ~400 s: ten scoreboard films synced twice
  'start-empty.test.ts', // ~70 s: real server processes
  'seed/seed-game-film.test.ts',
  'test/property/routes.property.test.ts',
  'modules/box-score-import/stats-import-cli.test.ts',
  'modules/box-score-import/import-job.test.ts',
  'startup.test.ts',
  'modules/projections/wnba-backtest.test.ts',
  'modules/box-score-import/months-equal-whole.test.ts',
  'seed/seed-plays.test.ts',
  'modules/play-by-play/pbp-import-cli.test.ts',
  'durability.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = slowFirst.findIndex((file) => spec.moduleId.endsWith(`/src/${file}`));
  return at < 0 ? slowFirst.length : at;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep the base sequencer's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
