import {
  knownLeagues,
  type IntervalCode,
  type PlayerStatsRow,
  type Qualification,
  type QualificationRule,
  type StatField,
} from '@hoopdex/contract';

// Who may lead a list: the one rule every view applies (DESIGN convention 16). The numbers and
// their sources are in docs/decisions/0017-qualified-leaders.md.

type PercentStat = 'fg_percent' | 'three_point_percent' | 'ft_percent';
type MadeStat = 'fgm' | 'three_pm' | 'ftm';

/** A league's leader rule as the catalogue holds it (`league_catalogue`, decision 0031). */
export type LeagueRule = Omit<QualificationRule, 'source'>;

const ruleBySlug = new Map<string, LeagueRule>(knownLeagues.map((l) => [l.slug, l.qualification]));
/** NBA league-leader minimums: what a league outside the catalogue takes. */
const nbaRule = ruleBySlug.get('nba') as LeagueRule;
// The hidden women's college league of the demo world (not in the catalogue) plays NCAA rules.
ruleBySlug.set('ncaawb', ruleBySlug.get('ncaaw') as LeagueRule);

/**
 * A league's rule when the caller has none from the database (the dataset carries the
 * catalogue's row): the catalogue's seed, else the NBA's.
 */
export const fallbackRule = (leagueCode: string): LeagueRule => ruleBySlug.get(leagueCode) ?? nbaRule;

const madePerTeamGame = (rule: LeagueRule, pct: PercentStat) =>
  pct === 'fg_percent'
    ? rule.fgm_per_game
    : pct === 'three_point_percent'
      ? rule.three_pm_per_game
      : rule.ftm_per_game;

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
  leagueRule?: LeagueRule | null,
): Qualification {
  const rule = leagueRule ?? fallbackRule(leagueCode);
  const games =
    minGames ??
    (interval === 'lastweek'
      ? Math.min(WEEKLY_MIN_GAMES, teamGames)
      : Math.ceil(rule.games_share * teamGames - 1e-9));
  const min_games = Math.max(1, games);
  const pct = fields.map(percentOfField).find((p) => p !== null) ?? null;
  const made_stat = pct ? madeOf[pct] : null;
  const perGame = pct ? round2(madePerTeamGame(rule, pct)) : null;
  const min_made = pct
    ? Math.max(1, Math.ceil(madePerTeamGame(rule, pct) * teamGames - 1e-9))
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
    /** The catalogue's rule, read with the dataset (null: the league is not in it). */
    rule?: LeagueRule | null;
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
    ds.rule,
  );
}
