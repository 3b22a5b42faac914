import { projectedStats, type AccuracyRow, type ProjectedStat } from '@hoopdex/contract';
import { buildLeaguePrior, seasonSums } from '../model/league-prior';
import type { ModelParams } from '../model/params';
import { projectPlayer, type PlayerInput } from '../model/project-player';
import { minutesPerTeamGame, teamMinutesFactors } from '../model/team-minutes';
import { shareStats, type GameLine, type ShareStat } from '../model/types';
import { asOfDates } from './as-of-dates';
import { coverage, weightedIntervalScore, type Cell } from './scoring';
import { teamSchedule } from './team-schedule';

// The walk-forward backtest (docs/decisions/0026-projections.md): at each as-of date, every
// player with a game of the season before it and one after is projected from the games before
// it only, and scored against what then happened, beside two baselines: her season-to-date
// average and her last-10 average.

export interface BacktestInput {
  /** The league's lines of the season backtested and of earlier seasons (any order). */
  lines: readonly GameLine[];
  seasonId: number;
  /** Seasons back of a season (0 for the one backtested; earlier ones 1, 2, …). */
  seasonsBack: (seasonId: number) => number;
  positionOf: (playerId: number) => string | null;
  groupOf?: (playerId: number) => string | null;
  params: ModelParams;
  /** Sees every scored row (tuning diagnostics: by date, by player). */
  observe?: (row: ScoredRow) => void;
}

export interface ScoredRow {
  asOf: string;
  playerId: number;
  horizon: Horizon;
  stat: ProjectedStat;
  outcome: number;
  cover: number;
  model: number;
  seasonToDate: number;
  last10: number;
  gamesBefore: number;
  /** The model's 80 % range. */
  p10: number;
  p90: number;
}

export interface BacktestResult {
  asOfDates: string[];
  rows: AccuracyRow[];
}

type Horizon = 'next_game' | 'rest_of_season';
type Method = AccuracyRow['method'];

interface Tally {
  n: number;
  sq: number;
  abs: number;
  covered: number;
  score: number;
}
const emptyTally = (): Tally => ({ n: 0, sq: 0, abs: 0, covered: 0, score: 0 });

/** An outcome of a stat over some games: the value and its cell (scoring.ts). */
interface Outcome {
  value: number;
  cell: Cell;
}

const isShare = (s: ProjectedStat): s is ShareStat => s in shareStats;

/** Outcome of `stat` over these games (null: a percentage without attempts). */
export function outcomeOf(stat: ProjectedStat, games: readonly GameLine[]): Outcome | null {
  if (isShare(stat)) {
    const [m, a] = shareStats[stat];
    let made = 0;
    let tried = 0;
    for (const g of games) {
      made += g[m];
      tried += g[a];
    }
    if (tried === 0) return null;
    return {
      value: (100 * made) / tried,
      cell: { lo: (100 * made) / (tried + 1), hi: (100 * (made + 1)) / (tried + 1) },
    };
  }
  let sum = 0;
  for (const g of games) sum += g[stat];
  const n = games.length;
  const value = sum / n;
  if (stat === 'minutes') return { value, cell: { lo: value - 0.5 / n, hi: value + 0.5 / n } };
  return { value, cell: { lo: value, hi: value + 1 / n } };
}

/** How many of the (date-sorted) lines fall before `asOf`. */
function seasonCut(sorted: readonly GameLine[], asOf: string) {
  let i = 0;
  while (i < sorted.length && sorted[i]!.date < asOf) i++;
  return i;
}

/** A baseline's value: the stat's average (a percentage: made over attempted) over these games. */
const baseline = (stat: ProjectedStat, games: readonly GameLine[]) =>
  games.length ? (outcomeOf(stat, games)?.value ?? null) : null;

/** The backtest in one go (tests, tuning). */
export function walkForward(input: BacktestInput): BacktestResult {
  const steps = walkForwardSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The backtest, one player projected and scored per step. */
export function* walkForwardSteps(input: BacktestInput): Generator<void, BacktestResult> {
  const lines = [...input.lines].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.gameId - b.gameId,
  );
  const season = lines.filter((l) => l.seasonId === input.seasonId);
  if (!season.length) return { asOfDates: [], rows: [] };
  const dates = asOfDates(season[0]!.date, season[season.length - 1]!.date);
  const schedule = teamSchedule(season);
  const byPlayer = new Map<number, GameLine[]>();
  for (const l of lines) {
    const list = byPlayer.get(l.playerId);
    if (list) list.push(l);
    else byPlayer.set(l.playerId, [l]);
  }
  const seasonPlayers = [...new Set(season.map((l) => l.playerId))];
  const tallies = new Map<string, Tally>();
  const tally = (h: Horizon, stat: ProjectedStat, method: Method) => {
    const key = `${h}|${stat}|${method}`;
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = emptyTally()));
    return t;
  };

  let cut = 0;
  for (const asOf of dates) {
    while (cut < lines.length && lines[cut]!.date < asOf) cut++;
    yield;
    // The prior reads this season and the one before, as the API's does.
    const recent = lines.slice(0, cut).filter((l) => input.seasonsBack(l.seasonId) <= 1);
    const prior = buildLeaguePrior(
      seasonSums(recent),
      input.positionOf,
      input.groupOf,
      (s) => -input.seasonsBack(s),
    );
    // Every player with a game of the season before as-of, as the API sees her (no look-ahead:
    // who is scored, having a game after as-of, plays no part in it).
    const inputs = new Map<number, { input: PlayerInput; thisSeason: GameLine[] }>();
    for (const playerId of seasonPlayers) {
      const all = byPlayer.get(playerId)!;
      const past = all.filter((l) => l.date < asOf && input.seasonsBack(l.seasonId) >= 0);
      const thisSeason = past.filter((l) => l.seasonId === input.seasonId);
      if (!thisSeason.length) continue;
      const last = thisSeason[thisSeason.length - 1]!;
      const team = schedule(last.teamId, asOf, last.date);
      inputs.set(playerId, {
        thisSeason,
        input: {
          lines: past,
          seasonsBack: past.map((l) => input.seasonsBack(l.seasonId)),
          position: input.positionOf(playerId),
          group: input.groupOf?.(playerId) ?? null,
          teamId: last.teamId,
          teamGamesBefore: team.before,
          gamesLeft: team.left,
          futureDays: team.futureDays,
          absentGames: team.absent,
        },
      });
    }
    const factors = teamMinutesFactors(
      [...inputs].map(([id, x]) => [id, x.input] as const),
      minutesPerTeamGame(season.slice(0, seasonCut(season, asOf))),
      prior,
      input.params,
    );
    for (const playerId of seasonPlayers) {
      const own = inputs.get(playerId);
      const all = byPlayer.get(playerId)!;
      const future = all.filter((l) => l.date >= asOf && l.seasonId === input.seasonId);
      if (!own || !future.length) continue;
      const thisSeason = own.thisSeason;
      const projection = projectPlayer(
        { ...own.input, rosMinutesFactor: factors.get(playerId) ?? 1 },
        prior,
        input.params,
      );
      yield;
      const last10 = thisSeason.slice(-10);
      for (const [h, games] of [
        ['next_game', future.slice(0, 1)],
        ['rest_of_season', future],
      ] as const) {
        const projected = h === 'next_game' ? projection.next : projection.ros;
        for (const stat of projectedStats) {
          const outcome = outcomeOf(stat, games);
          const std = baseline(stat, thisSeason);
          const l10 = baseline(stat, last10);
          // Scored only where every method has an answer (a percentage needs attempts).
          if (!outcome || std === null || l10 === null) continue;
          const p = projected[stat];
          input.observe?.({
            asOf,
            playerId,
            horizon: h,
            stat,
            outcome: outcome.value,
            cover: coverage(outcome.cell, p.p10, p.p90),
            model: p.mean,
            seasonToDate: std,
            last10: l10,
            gamesBefore: thisSeason.length,
            p10: p.p10,
            p90: p.p90,
          });
          for (const [method, value] of [
            ['model', p.mean],
            ['season_to_date', std],
            ['last_10', l10],
          ] as const) {
            const t = tally(h, stat, method);
            const err = value - outcome.value;
            t.n += 1;
            t.sq += err * err;
            t.abs += Math.abs(err);
            if (method === 'model') {
              t.covered += coverage(outcome.cell, p.p10, p.p90);
              t.score += weightedIntervalScore(outcome.cell, p.p10, p.p90);
            }
          }
        }
      }
    }
  }
  const rows: AccuracyRow[] = [];
  for (const horizon of ['next_game', 'rest_of_season'] as const) {
    for (const stat of projectedStats) {
      for (const method of ['model', 'season_to_date', 'last_10'] as const) {
        const t = tallies.get(`${horizon}|${stat}|${method}`);
        if (!t || !t.n) continue;
        rows.push({
          horizon,
          stat,
          method,
          n: t.n,
          rmse: Math.sqrt(t.sq / t.n),
          mae: t.abs / t.n,
          coverage: method === 'model' ? t.covered / t.n : null,
          interval_score: method === 'model' ? t.score / t.n : null,
        });
      }
    }
  }
  return { asOfDates: dates, rows };
}
