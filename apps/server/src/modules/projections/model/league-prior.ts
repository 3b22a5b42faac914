import {
  rateStats,
  shareStatKeys,
  shareStats,
  type AttemptStat,
  type GameLine,
  type RateStat,
  type ShareStat,
} from './types';

// The prior every player is shrunk toward (empirical Bayes: the league's own rates, Efron &
// Morris 1975): per-minute rates of players in the same role, that is minutes per game (a
// 30-minute starter scores at a higher rate than a 10-minute reserve), and position when the
// league records it; the league's make rates; minutes of a newcomer (or of a college class).

type CountKey = RateStat | AttemptStat;
const countKeys: CountKey[] = [...rateStats, 'fga', 'three_pa', 'fta'];
/** The columns a player's season is summed over (the database sums the same ones). */
export const summedColumns = [
  'minutes',
  ...rateStats,
  'fgm',
  'fga',
  'three_pa',
  'ftm',
  'fta',
] as const;
export type SummedColumn = (typeof summedColumns)[number];

/** One player's season before as-of, summed. */
export interface PlayerSeasonSums {
  playerId: number;
  seasonId: number;
  games: number;
  /** Σ minutes², for the game-to-game spread of minutes. */
  minutesSq: number;
  sums: Record<SummedColumn, number>;
  /** Games and minutes as a starter and off the bench (absent: the league does not record starts). */
  starts?: StartSums;
}

/** A player season's games and minutes split by whether she started (lines that say so only). */
export interface StartSums {
  started: number;
  startedMinutes: number;
  bench: number;
  benchMinutes: number;
}

/** Minutes-per-game edges of the roles: reserve, rotation, starter, star minutes. */
export const roleEdges = [10, 18, 26] as const;
export const roleOf = (minutesPerGame: number) =>
  roleEdges.filter((e) => minutesPerGame >= e).length;

/** Minutes a role's rate needs before a position's own is trusted over the whole role's. */
const POSITION_MIN_MINUTES = 1500;

export interface LeaguePrior {
  /** Per-minute rate of a stat (or attempts) for a role and position. */
  rate(stat: CountKey, minutesPerGame: number, position: string | null): number;
  /** The league's make rate (0–1). */
  share(stat: ShareStat): number;
  /** Minutes per game of a player with no earlier game: of her class, else of newcomers. */
  newcomerMinutes(group: string | null): number;
  /** Pooled game-to-game variance of a player's minutes within a season. */
  minutesVariance: number;
  /**
   * The league's minutes per game started and per game off the bench (null: no line says
   * whether its player started).
   */
  startMinutes: { starter: number; bench: number } | null;
}

/** Lines summed per player and season (the backtest's way; the API's sums come from SQL). */
export function seasonSums(lines: readonly GameLine[]): PlayerSeasonSums[] {
  const out = new Map<string, PlayerSeasonSums>();
  for (const l of lines) {
    const key = `${l.playerId}|${l.seasonId}`;
    let s = out.get(key);
    if (!s) {
      const sums = Object.fromEntries(summedColumns.map((c) => [c, 0])) as Record<
        SummedColumn,
        number
      >;
      out.set(
        key,
        (s = { playerId: l.playerId, seasonId: l.seasonId, games: 0, minutesSq: 0, sums }),
      );
    }
    s.games += 1;
    s.minutesSq += l.minutes * l.minutes;
    for (const c of summedColumns) s.sums[c] += l[c];
    if (l.starter === true || l.starter === false) {
      const st = (s.starts ??= { started: 0, startedMinutes: 0, bench: 0, benchMinutes: 0 });
      if (l.starter) {
        st.started += 1;
        st.startedMinutes += l.minutes;
      } else {
        st.bench += 1;
        st.benchMinutes += l.minutes;
      }
    }
  }
  return [...out.values()];
}

interface RoleSums {
  minutes: number;
  counts: Record<CountKey, number>;
}

/**
 * The prior from the league's player seasons before as-of (this season's so far and earlier
 * ones'). `positionOf` and `groupOf` (a college class) may answer null. `seasonOrder` ranks
 * seasons (a player's first season in the league makes her a newcomer there).
 */
export function buildLeaguePrior(
  seasons: readonly PlayerSeasonSums[],
  positionOf: (playerId: number) => string | null,
  groupOf: (playerId: number) => string | null = () => null,
  seasonOrder: (seasonId: number) => number = (s) => s,
): LeaguePrior {
  const roles = new Map<string, RoleSums>();
  const newcomers = new Map<string, { games: number; minutes: number }>();
  const firstSeason = new Map<number, number>();
  const made: Record<ShareStat, number> = { fg_percent: 0, three_point_percent: 0, ft_percent: 0 };
  const tried: Record<ShareStat, number> = { ...made };
  for (const s of seasons) {
    const first = firstSeason.get(s.playerId);
    if (first === undefined || seasonOrder(s.seasonId) < seasonOrder(first))
      firstSeason.set(s.playerId, s.seasonId);
  }
  let within = 0;
  let dof = 0;
  const starts: StartSums = { started: 0, startedMinutes: 0, bench: 0, benchMinutes: 0 };
  for (const s of seasons) {
    if (!s.games) continue;
    if (s.starts)
      for (const k of Object.keys(starts) as (keyof StartSums)[]) starts[k] += s.starts[k];
    const role = roleOf(s.sums.minutes / s.games);
    const pos = positionOf(s.playerId);
    for (const key of ['all', `${role}`, ...(pos ? [`${role}|${pos}`] : [])]) {
      let r = roles.get(key);
      if (!r) {
        const counts = Object.fromEntries(countKeys.map((k) => [k, 0])) as Record<CountKey, number>;
        roles.set(key, (r = { minutes: 0, counts }));
      }
      r.minutes += s.sums.minutes;
      for (const k of countKeys) r.counts[k] += s.sums[k];
    }
    for (const st of shareStatKeys) {
      const [m, a] = shareStats[st];
      made[st] += s.sums[m];
      tried[st] += s.sums[a];
    }
    if (firstSeason.get(s.playerId) === s.seasonId) {
      for (const g of new Set(['*', groupOf(s.playerId) ?? '*'])) {
        const n = newcomers.get(g) ?? { games: 0, minutes: 0 };
        newcomers.set(g, { games: n.games + s.games, minutes: n.minutes + s.sums.minutes });
      }
    }
    if (s.games >= 5) {
      within += s.minutesSq - (s.sums.minutes * s.sums.minutes) / s.games;
      dof += s.games - 1;
    }
  }
  const rateIn = (r: RoleSums | undefined, k: CountKey) =>
    r && r.minutes > 0 ? r.counts[k] / r.minutes : null;
  const leagueShare: Record<ShareStat, number> = {
    fg_percent: 0.44,
    three_point_percent: 0.33,
    ft_percent: 0.78,
  };
  for (const st of shareStatKeys) if (tried[st] > 0) leagueShare[st] = made[st] / tried[st];
  const everyone = newcomers.get('*');
  return {
    rate(stat, mpg, position) {
      const role = roleOf(mpg);
      const byPos = position ? roles.get(`${role}|${position}`) : undefined;
      if (byPos && byPos.minutes >= POSITION_MIN_MINUTES) return rateIn(byPos, stat) ?? 0;
      return rateIn(roles.get(`${role}`), stat) ?? rateIn(roles.get('all'), stat) ?? 0;
    },
    share: (stat) => leagueShare[stat],
    newcomerMinutes(group) {
      const g = (group && newcomers.get(group)) || everyone;
      return g && g.games > 0 ? g.minutes / g.games : 15;
    },
    minutesVariance: dof > 0 ? within / dof : 36,
    startMinutes:
      starts.started > 0 && starts.bench > 0
        ? {
            starter: starts.startedMinutes / starts.started,
            bench: starts.benchMinutes / starts.bench,
          }
        : null,
  };
}
