import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that run longest, longest first (seconds of the PGlite pass on the 2-core CI
// machine, 2026-11-28). Vitest orders by the durations of earlier runs, which a clean clone does
// not have; it then fell back to file size and started the 250-second scoreboard corpus last,
// where it ran alone while the other worker sat idle. Longest first lets the short files fill in
// beside the long ones. A file missing here only loses its place, never its run. Vitest takes the
// sequencer from the root config only (vitest.config.ts).
const slowFirst = [
  'modules/film-sync/scoreboard-corpus.test.ts', // ~255 s: ten scoreboard films synced twice
  'modules/ask/ask-examples.test.ts', // ~54 s
  'modules/box-score-import/stats-import-cli.test.ts', // ~48 s
  'start-empty.test.ts', // ~42 s: real server processes
  'modules/film-sync/film-sync.test.ts',
  'seed/world-invariants.test.ts',
  'startup.test.ts',
  'modules/media/video/hosted-video.test.ts',
  'modules/box-score-import/real-leagues-import.test.ts',
  'seed/seed-game-film.test.ts',
  'modules/play-by-play/pbp-import-cli.test.ts',
  'modules/box-score-import/months-equal-whole.test.ts',
  'test/property/routes.property.test.ts',
  'modules/box-score-import/import-job.test.ts',
  'durability.test.ts',
  'modules/projections/wnba-backtest.test.ts',
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
