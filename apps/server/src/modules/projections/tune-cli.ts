import { countingProjectedStats, projectedStats, type AccuracyRow } from '@hoopdex/contract';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { accuracyTables } from './accuracy-table';
import { walkForward, type ScoredRow } from './backtest/walk-forward';
import { defaultParams, type ModelParams } from './model/params';
import type { GameLine } from './model/types';
import { readSeasonLines } from './realdata-lines';

// How the model's range scales were set (docs/decisions/0026-projections.md): on the WNBA 2023
// backtest with 2022 as history only. `tsx tune-cli.ts calibrate` finds, stat by stat, the
// variance multiplier whose 80 % ranges hold 80 % of 2023's outcomes and prints it
// (`calibrate <year> ros` or `next`: that horizon's only);
// `tsx tune-cli.ts report <year>` prints a season's table with the params as they are;
// `tsx tune-cli.ts dates <year>` each stat's coverage and RMSE gain by as-of date, and how far a
// season's coverage moves by chance alone (players resampled); `tsx tune-cli.ts levels <year>`
// each stat's coverage by quarter of the projected mean (a range's shape, not only its width).

const realdata = path.resolve(
  fileURLToPath(new URL('../../../../..', import.meta.url)),
  '../shared/realdata',
);
const teams = new Map<string, number>();
const byYear = new Map<number, GameLine[]>(
  [2022, 2023, 2024].map((y) => [y, readSeasonLines(realdata, y, teams)]),
);

function backtest(year: number, params: ModelParams, observe?: (row: ScoredRow) => void) {
  const lines = [...byYear.entries()].filter(([y]) => y <= year).flatMap(([, l]) => l);
  return walkForward({
    lines,
    seasonId: year,
    seasonsBack: (s) => year - s,
    positionOf: () => null,
    params,
    observe,
  });
}

export function table(rows: AccuracyRow[]) {
  const out: string[] = [];
  for (const horizon of ['next_game', 'rest_of_season'] as const) {
    out.push(`${horizon}: stat  n  rmse model/std/l10  gain% vs std  coverage  wis`);
    for (const stat of projectedStats) {
      const r = (m: string) =>
        rows.find((x) => x.horizon === horizon && x.stat === stat && x.method === m);
      const m = r('model');
      const s = r('season_to_date');
      const l = r('last_10');
      if (!m || !s || !l) continue;
      out.push(
        `  ${stat.padEnd(20)} ${String(m.n).padStart(5)}  ${m.rmse.toFixed(3)} ${s.rmse.toFixed(3)} ${l.rmse.toFixed(3)}  ${(100 * (1 - m.rmse / s.rmse)).toFixed(1).padStart(5)}  ${(100 * (m.coverage ?? 0)).toFixed(1)}  ${(m.interval_score ?? 0).toFixed(3)}`,
      );
    }
    const gains = countingProjectedStats.map((stat) => {
      const f = (m: string) =>
        rows.find((x) => x.horizon === horizon && x.stat === stat && x.method === m)!.rmse;
      return 1 - f('model') / f('season_to_date');
    });
    out.push(
      `  mean RMSE gain over the 7 counting stats: ${((100 * gains.reduce((a, b) => a + b, 0)) / gains.length).toFixed(1)} %`,
    );
  }
  return out.join('\n');
}

/** PARAMS='{"minutes":{"halfLife":8}}' overrides defaults, merged key by key (tuning runs). */
function merged<T>(base: T, over: unknown): T {
  if (!over || typeof over !== 'object' || Array.isArray(over)) return (over ?? base) as T;
  const out = { ...(base as object) } as Record<string, unknown>;
  for (const [k, v] of Object.entries(over)) out[k] = merged(out[k], v);
  return out as T;
}
const base = merged(defaultParams, JSON.parse(process.env.PARAMS ?? '{}'));
const [cmd = 'report', yearArg = '2023'] = process.argv.slice(2);
if (cmd === 'report') {
  const t0 = Date.now();
  const result = backtest(Number(yearArg), base);
  console.log(`${yearArg}: ${result.asOfDates.join(' ')} (${Date.now() - t0} ms)`);
  console.log(table(result.rows));
  if (process.env.MARKDOWN) console.log(accuracyTables(result.rows).join('\n'));
} else if (cmd === 'dates') {
  const rows: ScoredRow[] = [];
  backtest(Number(yearArg), base, (r) => rows.push(r));
  const cover = (rs: ScoredRow[]) => rs.reduce((a, r) => a + r.cover, 0) / rs.length;
  const rmse = (rs: ScoredRow[], f: (r: ScoredRow) => number) =>
    Math.sqrt(rs.reduce((a, r) => a + (f(r) - r.outcome) ** 2, 0) / rs.length);
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const horizon of ['next_game', 'rest_of_season'] as const) {
    console.log(`${horizon}: stat  coverage | RMSE gain vs season to date, by as-of date  | sd`);
    for (const stat of projectedStats) {
      const mine = rows.filter((r) => r.horizon === horizon && r.stat === stat);
      const dates = [...new Set(mine.map((r) => r.asOf))];
      const cells = dates.map((d) => {
        const rs = mine.filter((r) => r.asOf === d);
        const gain = 1 - rmse(rs, (r) => r.model) / rmse(rs, (r) => r.seasonToDate);
        return `${(100 * cover(rs)).toFixed(0)}|${(100 * gain).toFixed(0)}`;
      });
      // The season's coverage with its players drawn again (a player's dates stay together):
      // its sd is how far a perfectly calibrated model's coverage moves from season to season.
      const groups = new Map<number, ScoredRow[]>();
      for (const r of mine) groups.set(r.playerId, [...(groups.get(r.playerId) ?? []), r]);
      const byPlayer = [...groups.values()];
      const draws: number[] = [];
      for (let b = 0; b < 400; b++) {
        const drawn = byPlayer.flatMap(() => byPlayer[Math.floor(random() * byPlayer.length)]!);
        draws.push(cover(drawn));
      }
      const m = draws.reduce((a, b) => a + b, 0) / draws.length;
      const sd = Math.sqrt(draws.reduce((a, b) => a + (b - m) ** 2, 0) / draws.length);
      console.log(`  ${stat.padEnd(20)} ${cells.join(' ')}  sd ${(100 * sd).toFixed(1)}`);
    }
  }
} else if (cmd === 'levels') {
  const rows: ScoredRow[] = [];
  backtest(Number(yearArg), base, (r) => rows.push(r));
  for (const horizon of ['next_game', 'rest_of_season'] as const) {
    console.log(
      `${horizon}: stat  by quarter of the projected mean (low → high): coverage, RMSE / range's sd`,
    );
    for (const stat of projectedStats) {
      const mine = rows
        .filter((r) => r.horizon === horizon && r.stat === stat)
        .sort((a, b) => a.model - b.model);
      const cells = [0, 1, 2, 3].map((q) => {
        const rs = mine.slice((q * mine.length) >> 2, ((q + 1) * mine.length) >> 2);
        const c = rs.reduce((a, r) => a + r.cover, 0) / rs.length;
        // The error's RMSE over the sd the range implies (1: as wide as the errors are).
        const err = Math.sqrt(rs.reduce((a, r) => a + (r.outcome - r.model) ** 2, 0) / rs.length);
        const sd = rs.reduce((a, r) => a + (r.p90 - r.p10) / 2.563, 0) / rs.length;
        return `${rs[0]!.model.toFixed(1).padStart(5)}+ ${(100 * c).toFixed(1)} ${(err / sd).toFixed(2)}`;
      });
      console.log(`  ${stat.padEnd(20)} ${cells.join(' | ')}`);
    }
  }
} else if (cmd === 'calibrate-score') {
  // Each stat's scale that gives the lowest interval score among those whose ranges hold 78–82 %
  // of the season's outcomes (the band): the proper score picks the shape's best width
  // where coverage alone cannot (blocks: a reserve's zero is covered at any width). One backtest
  // per candidate serves every stat (a stat's scale moves only its own ranges).
  const years = yearArg.split(',').map(Number);
  const best: Record<string, { wis: number; scale: number }> = {};
  for (let scale = 0.05; scale <= 20; scale *= 1.05) {
    const all: Record<string, number> = Object.fromEntries(projectedStats.map((s) => [s, scale]));
    const rows = years.flatMap(
      (y) => backtest(y, { ...base, scale: { next: all, ros: all } }).rows,
    );
    for (const h of ['next', 'ros'] as const) {
      for (const stat of projectedStats) {
        let covered = 0;
        let score = 0;
        let n = 0;
        for (const r of rows) {
          if (r.method !== 'model' || r.stat !== stat) continue;
          if (r.horizon !== (h === 'next' ? 'next_game' : 'rest_of_season')) continue;
          covered += (r.coverage ?? 0) * r.n;
          score += (r.interval_score ?? 0) * r.n;
          n += r.n;
        }
        const key = `${h}|${stat}`;
        const c = covered / n;
        if (c < 0.78 || c > 0.82) continue;
        if (!best[key] || score / n < best[key].wis) best[key] = { wis: score / n, scale };
      }
    }
  }
  const scale = { next: {} as Record<string, number>, ros: {} as Record<string, number> };
  for (const [k, v] of Object.entries(best)) {
    const [h, s] = k.split('|') as ['next' | 'ros', string];
    scale[h][s] = Number(v.scale.toFixed(3));
  }
  console.log(JSON.stringify(scale, null, 1));
  for (const y of years) console.log(`${y}:\n${table(backtest(y, { ...base, scale }).rows)}`);
} else if (cmd === 'calibrate') {
  // One season or several pooled ("2022,2023"): the coverage over all their player-dates.
  const calibrationYears = yearArg.split(',').map(Number);
  // Bisection on log(scale), every stat and horizon at once (a stat's scale moves only its own
  // ranges).
  const lo: Record<string, number> = {};
  const hi: Record<string, number> = {};
  // `calibrate 2023 ros` (or `next`): one horizon's scales only, the other's kept as they are
  // (a change to one horizon's ranges recalibrates that horizon alone).
  const only = process.argv[4];
  const horizons = only === 'ros' || only === 'next' ? [only] : ['next', 'ros'];
  const keys = projectedStats.flatMap((s) => horizons.map((h) => `${h}|${s}`));
  for (const k of keys) [lo[k], hi[k]] = [Math.log(0.05), Math.log(20)];
  const params = (): ModelParams => {
    const scale = { next: { ...base.scale.next }, ros: { ...base.scale.ros } };
    for (const k of keys) {
      const [h, s] = k.split('|') as ['next' | 'ros', string];
      scale[h][s] = Math.exp((lo[k]! + hi[k]!) / 2);
    }
    return { ...base, scale };
  };
  for (let i = 0; i < 14; i++) {
    const rows = calibrationYears.flatMap((y) => backtest(y, params()).rows);
    for (const k of keys) {
      const [h, s] = k.split('|');
      let covered = 0;
      let n = 0;
      for (const r of rows) {
        if (r.method !== 'model' || r.stat !== s) continue;
        if (r.horizon !== (h === 'next' ? 'next_game' : 'rest_of_season')) continue;
        covered += (r.coverage ?? 0) * r.n;
        n += r.n;
      }
      const mid = (lo[k]! + hi[k]!) / 2;
      if ((n ? covered / n : 0.8) < 0.8) lo[k] = mid;
      else hi[k] = mid;
    }
  }
  const p = params();
  console.log(
    JSON.stringify(
      p.scale,
      (_k, v: unknown) => (typeof v === 'number' ? Number(v.toFixed(3)) : v),
      1,
    ),
  );
  for (const y of calibrationYears) console.log(`${y}:\n${table(backtest(y, p).rows)}`);
}
