import { countingProjectedStats, projectedStats, type AccuracyRow } from '@hoopdex/contract';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { accuracyTables } from './accuracy-table';
import { walkForward } from './backtest/walk-forward';
import { defaultParams, type ModelParams } from './model/params';
import type { GameLine } from './model/types';
import { readSeasonLines } from './realdata-lines';

// How the model's range scales were set (docs/decisions/0026-projections.md): on the WNBA 2023
// backtest with 2022 as history only. `tsx tune-cli.ts calibrate` finds, stat by stat, the
// variance multiplier whose 80 % ranges hold 80 % of 2023's outcomes and prints it;
// `tsx tune-cli.ts report <year>` prints a season's table with the params as they are.

const realdata = path.resolve(
  fileURLToPath(new URL('../../../../..', import.meta.url)),
  '../shared/realdata',
);
const teams = new Map<string, number>();
const byYear = new Map<number, GameLine[]>(
  [2022, 2023, 2024].map((y) => [y, readSeasonLines(realdata, y, teams)]),
);

function backtest(year: number, params: ModelParams) {
  const lines = [...byYear.entries()].filter(([y]) => y <= year).flatMap(([, l]) => l);
  return walkForward({
    lines,
    seasonId: year,
    seasonsBack: (s) => year - s,
    positionOf: () => null,
    params,
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
} else if (cmd === 'calibrate') {
  const year = Number(yearArg);
  // Bisection on log(scale), every stat and horizon at once (a stat's scale moves only its own
  // ranges).
  const lo: Record<string, number> = {};
  const hi: Record<string, number> = {};
  const keys = projectedStats.flatMap((s) => [`next|${s}`, `ros|${s}`]);
  for (const k of keys) [lo[k], hi[k]] = [Math.log(0.05), Math.log(20)];
  const params = (): ModelParams => {
    const scale = { next: {} as Record<string, number>, ros: {} as Record<string, number> };
    for (const k of keys) {
      const [h, s] = k.split('|') as ['next' | 'ros', string];
      scale[h][s] = Math.exp((lo[k]! + hi[k]!) / 2);
    }
    return { ...base, scale };
  };
  for (let i = 0; i < 14; i++) {
    const rows = backtest(year, params()).rows;
    for (const k of keys) {
      const [h, s] = k.split('|');
      const row = rows.find(
        (r) =>
          r.method === 'model' &&
          r.stat === s &&
          r.horizon === (h === 'next' ? 'next_game' : 'rest_of_season'),
      );
      const mid = (lo[k]! + hi[k]!) / 2;
      if ((row?.coverage ?? 0.8) < 0.8) lo[k] = mid;
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
  console.log(table(backtest(year, p).rows));
}
