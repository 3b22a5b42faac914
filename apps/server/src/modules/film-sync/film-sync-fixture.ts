import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { drawnFilmArgs, scoreboardRegion, type FilmSegment, type Scoreboard } from './drawn-film';

const run = promisify(execFile);

/**
 * The tests' game film (about 50 s, 480×270): first quarter running, a foul stops the clock
 * (free throws during the stoppage), a replay of plays already seen, the clock runs again, a
 * break with no scoreboard (halftime), the third quarter, and the fourth under a minute
 * (tenths). Plays listed with it happen in live stretches only.
 */
export const testSegments: FilmSegment[] = [
  { seconds: 9, period: 1, clock: 7100, running: true }, // 11:50 → 11:41
  { seconds: 6, period: 1, clock: 7010, running: false }, // stopped at 11:41
  { seconds: 6, period: 1, clock: 7010, running: true }, // 11:41 → 11:35
  { seconds: 5, period: 1, clock: 7060, running: true, replay: true }, // replay 11:46 → 11:41
  { seconds: 7, period: 1, clock: 6900, running: true }, // 11:30 → 11:23
  { seconds: 5 }, // halftime: no clock
  { seconds: 7, period: 3, clock: 7200, running: true }, // 12:00 → 11:53
  { seconds: 6, period: 4, clock: 300, running: true }, // 30.0 → 24.0
];

export const testBoard: Scoreboard = { width: 480, height: 270, size: 22 };
export const testRegion = scoreboardRegion(testBoard);

/** [period, clock (tenths), event]: in game order, each shown live by testSegments. */
export const testPlays: [number, number, string][] = [
  [1, 7080, 'fg3_made'], // 11:48
  [1, 7050, 'dreb'], // 11:45
  [1, 7010, 'foul'], // 11:41, the clock stops
  [1, 7010, 'ft_made'], // during the stoppage
  [1, 6980, 'fg2_missed'], // 11:38
  [1, 6880, 'fg3_made'], // 11:28: after the replay
  [1, 6850, 'ast'], // 11:25
  [3, 7170, 'fg2_made'], // 11:57
  [3, 7140, 'tov'], // 11:54
  [4, 283, 'fg3_made'], // 28.3
  [4, 262, 'stl'], // 26.2
];

export async function makeTestFilm(file: string, segments = testSegments, board = testBoard) {
  await run('ffmpeg', drawnFilmArgs(file, segments, board));
}
