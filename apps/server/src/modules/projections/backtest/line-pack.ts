import type { GameLine } from '../model/types';

// A season's lines cross to the backtest's thread as one Float64Array whose buffer is
// transferred, not as objects: structured-cloning an NCAA-size league's 150,000 line objects
// held the server's thread for 150-250 ms inside `new Worker` (profiled with bench/imports.ts,
// the big league's cached leaderboards stalled behind it). A transfer costs nothing there; the
// packing is a loop of named reads (a loop over column names read `line[key]` and took 300 ms
// for the same lines), run in slices between which requests are answered.

/**
 * playerId, gameId, seasonId, teamId (NaN for none), day (since 1970-01-01 UTC), 13 numbers,
 * starter (1, 0, NaN when not known).
 */
const STRIDE = 19;
const DAY_MS = 86_400_000;
/** Lines packed between two turns of the event loop. */
const SLICE = 5_000;

export interface PackedLines {
  count: number;
  values: Float64Array<ArrayBuffer>;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function packLines(lines: readonly GameLine[]): Promise<PackedLines> {
  const values = new Float64Array(lines.length * STRIDE);
  const days = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % SLICE === 0) await turn();
    const l = lines[i]!;
    let day = days.get(l.date);
    if (day === undefined) {
      day = Date.parse(`${l.date}T00:00:00Z`) / DAY_MS;
      days.set(l.date, day);
    }
    const at = i * STRIDE;
    values[at] = l.playerId;
    values[at + 1] = l.gameId;
    values[at + 2] = l.seasonId;
    values[at + 3] = l.teamId ?? Number.NaN;
    values[at + 4] = day;
    values[at + 5] = l.minutes;
    values[at + 6] = l.pts;
    values[at + 7] = l.reb;
    values[at + 8] = l.ast;
    values[at + 9] = l.three_pm;
    values[at + 10] = l.st;
    values[at + 11] = l.blks;
    values[at + 12] = l.turnovers;
    values[at + 13] = l.fgm;
    values[at + 14] = l.fga;
    values[at + 15] = l.three_pa;
    values[at + 16] = l.ftm;
    values[at + 17] = l.fta;
    values[at + 18] = l.starter === true ? 1 : l.starter === false ? 0 : Number.NaN;
  }
  return { count: lines.length, values };
}

export function unpackLines({ count, values: v }: PackedLines): GameLine[] {
  const dates = new Map<number, string>();
  const lines: GameLine[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * STRIDE;
    const day = v[at + 4]!;
    let date = dates.get(day);
    if (date === undefined) {
      date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      dates.set(day, date);
    }
    const team = v[at + 3]!;
    const starter = v[at + 18]!;
    lines.push({
      playerId: v[at]!,
      gameId: v[at + 1]!,
      seasonId: v[at + 2]!,
      teamId: Number.isNaN(team) ? null : team,
      date,
      minutes: v[at + 5]!,
      pts: v[at + 6]!,
      reb: v[at + 7]!,
      ast: v[at + 8]!,
      three_pm: v[at + 9]!,
      st: v[at + 10]!,
      blks: v[at + 11]!,
      turnovers: v[at + 12]!,
      fgm: v[at + 13]!,
      fga: v[at + 14]!,
      three_pa: v[at + 15]!,
      ftm: v[at + 16]!,
      fta: v[at + 17]!,
      starter: Number.isNaN(starter) ? null : starter === 1,
    });
  }
  return lines;
}
