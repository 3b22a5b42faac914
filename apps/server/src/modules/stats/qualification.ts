import type { IntervalCode, PlayerStatsRow, Qualification, StatField } from '@hoopdex/contract';

// Who may lead a list: the one rule every view applies (DESIGN convention 16). The numbers and
// their sources are in docs/decisions/0017-qualified-leaders.md.

type PercentStat = 'fg_percent' | 'three_point_percent' | 'ft_percent';
type MadeStat = 'fgm' | 'three_pm' | 'ftm';

interface LeagueRule {
  /** Share of the team's games a player must have played (season lists). */
  seasonShare: number;
  /** Made shots per team game a percentage needs. */
  madePerTeamGame: Record<PercentStat, number>;
}

/** NBA league-leader minimums (stats.nba.com): 70% of games; 300 FGM, 82 3PM, 125 FTM over 82. */
const nbaRule: LeagueRule = {
  seasonShare: 0.7,
  madePerTeamGame: { fg_percent: 300 / 82, three_point_percent: 82 / 82, ft_percent: 125 / 82 },
};
/** NCAA statistics policy: 75% of games; 5 FGM, 2.5 3FGM, 2.5 FTM per game. */
const ncaaRule: LeagueRule = {
  seasonShare: 0.75,
  madePerTeamGame: { fg_percent: 5, three_point_percent: 2.5, ft_percent: 2.5 },
};

/** By league code; a league without its own rule (an imported one) takes the NBA's. */
const leagueRules: Record<string, LeagueRule> = {
  nba: nbaRule,
  // The G League publishes its leaders on the NBA's per-game minimums.
  gleague: nbaRule,
  ncaam: ncaaRule,
  ncaaw: ncaaRule,
  ncaawb: ncaaRule,
  // WNBA: 70% of games and the NBA's per-game makes scaled to its 40-game season are the same
  // per-game rates (≈ 146 FGM, 40 3PM, 61 FTM).
  wnba: nbaRule,
};

/** Games a weekly board needs (fewer when no team played that many that week). */
export const WEEKLY_MIN_GAMES = 2;

/**
 * Share of the league's most games a player needs to be *rated* (percentiles, league-average
 * lines). Wider than a leader's rule on purpose: a rating says where a regular stands, so most
 * regulars get one; it never puts anyone at the top of a list.
 */
export const RATING_MIN_GAMES_SHARE = 0.25;

const madeOf: Record<PercentStat, MadeStat> = {
  fg_percent: 'fgm',
  three_point_percent: 'three_pm',
  ft_percent: 'ftm',
};
const madeLabel: Record<MadeStat, string> = { fgm: 'FGM', three_pm: '3PM', ftm: 'FTM' };

/** The percentage a stat field measures, if it is one (fg_percent_average → fg_percent). */
export function percentOfField(field: string): PercentStat | null {
  const m = /^(fg_percent|three_point_percent|ft_percent)_/.exec(field);
  return m ? (m[1] as PercentStat) : null;
}

/** Most games any player of the dataset played: the team games so far (a full-time player's). */
export function teamGamesOf(rows: readonly PlayerStatsRow[]): number {
  return rows.reduce((m, r) => Math.max(m, r.games_played), 0);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rule of a list of a league over an interval, for the fields it ranks or filters by: the
 * first percentage among them brings its makes minimum. `minGames` overrides the games part
 * (the leaderboard's min_games parameter).
 */
export function qualificationFor(
  leagueCode: string,
  interval: IntervalCode,
  teamGames: number,
  fields: readonly (StatField | string)[] = [],
  minGames?: number,
): Qualification {
  const rule = leagueRules[leagueCode] ?? nbaRule;
  const games =
    minGames ??
    (interval === 'lastweek'
      ? Math.min(WEEKLY_MIN_GAMES, teamGames)
      : Math.ceil(rule.seasonShare * teamGames - 1e-9));
  const min_games = Math.max(1, games);
  const pct = fields.map(percentOfField).find((p) => p !== null) ?? null;
  const made_stat = pct ? madeOf[pct] : null;
  const perGame = pct ? round2(rule.madePerTeamGame[pct]) : null;
  const min_made = pct
    ? Math.max(1, Math.ceil(rule.madePerTeamGame[pct] * teamGames - 1e-9))
    : null;
  const gamesText = `${min_games}+ game${min_games === 1 ? '' : 's'}`;
  const madeText =
    made_stat && min_made !== null
      ? `, ${min_made}+ ${madeLabel[made_stat]} (${perGame} per team game)`
      : '';
  return {
    team_games: teamGames,
    min_games,
    made_stat,
    min_made,
    min_made_per_game: perGame,
    label: `Qualified: ${gamesText}${madeText}`,
  };
}

/** Whether a player's row meets a rule. */
export function meetsRule(row: PlayerStatsRow, rule: Qualification): boolean {
  if (row.games_played < rule.min_games) return false;
  if (!rule.made_stat || rule.min_made === null) return true;
  const made = (row as unknown as Record<string, number | null>)[`${rule.made_stat}_total`] ?? 0;
  return made >= rule.min_made;
}

/** The rule of a list drawn from one league's interval dataset. */
export function datasetQualification(
  ds: {
    leagueCode: string;
    window: { intervalCode: IntervalCode };
    rows: readonly PlayerStatsRow[];
  },
  fields: readonly (StatField | string)[] = [],
  minGames?: number,
): Qualification {
  return qualificationFor(
    ds.leagueCode,
    ds.window.intervalCode,
    teamGamesOf(ds.rows),
    fields,
    minGames,
  );
}
