import {
  rankStatistics,
  type AskAnswer,
  type AskReading,
  type AskRow,
  type StatField,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import {
  GAME_JOINS,
  GAME_SCORE_SQL,
  intervalWindow,
  OPPONENT_NAME,
  utcToday,
} from '../stats/index';
import { DEFAULT_ROWS, MAX_ROWS } from './answer-rank';
import { fieldOf, fullName, groupPhrase, intervalPhrase, statNoun } from './answer-text';
import type { ParsedQuestion } from './parse-question';

// Box-score columns a single game can be ranked by (trusted constants, never request text).
const gameColumns: Partial<Record<string, string>> = {
  pts: 's.pts',
  ast: 's.ast',
  reb: 's.reb',
  st: 's.st',
  blks: 's.blks',
  turnovers: 's.turnovers',
  three_pm: 's.three_pm',
  fgm: 's.fgm',
  ftm: 's.ftm',
  performance: GAME_SCORE_SQL,
};

interface GameLine {
  slug: string;
  firstname: string;
  lastname: string;
  team_name: string | null;
  game_date: string;
  opponent: string;
  value: number;
  /** Unrounded: what ranks are decided on. */
  exact: number;
  pts: number;
  reb: number;
  ast: number;
}

/**
 * "Most points in a game this season": the league's single best box scores of the interval,
 * by a counting stat or Game Score (percentages of one game are not ranked). No view lists
 * single games, so the reading points at the leaderboard of the same stat.
 */
export async function answerLeagueBestGames(
  deps: ServiceDeps,
  p: ParsedQuestion,
  league: { id: number; name: string },
): Promise<(Pick<AskAnswer, 'answer' | 'reading' | 'rows'> & { total: number }) | null> {
  const stat = p.stats[0] ?? 'performance';
  const column = gameColumns[stat];
  if (!column) return null;
  const limit = Math.min(p.limit ?? DEFAULT_ROWS, MAX_ROWS);
  const window = await intervalWindow(deps.db.db, league.id, p.interval, utcToday());
  const inWindow =
    p.interval === 'latest_season'
      ? sql`s.season_id = ${window.season_id ?? -1}`
      : sql`s.game_date between ${window.start_date ?? '1900-01-01'} and ${window.end_date ?? '1900-01-01'}`;
  const lines = await sqlRows<GameLine>(
    deps.db.db,
    sql`select p.slug, p.firstname, p.lastname, t.name as team_name, s.game_date::text as game_date,
        ${OPPONENT_NAME} as opponent,
        round((${sql.raw(column)})::numeric, 1)::float8 as value,
        (${sql.raw(column)})::float8 as exact, s.pts, s.reb, s.ast
      from player_game_stats s
      join players p on p.id = s.player_id
      ${GAME_JOINS}
      where s.league_id = ${league.id} and ${inWindow}
        ${p.position ? sql`and p.position = ${p.position}` : sql``}
        ${p.schoolYear ? sql`and p.school_year = ${p.schoolYear}` : sql``}
      order by ${sql.raw(column)} ${sql.raw(p.dir === 'asc' ? 'asc' : 'desc')}, s.game_date desc, s.player_id
      limit ${limit}`,
  );
  const field: StatField = stat === 'performance' ? 'performance' : fieldOf(stat, 'total');
  const fields = [...new Set<StatField>([field, 'pts_total', 'reb_total', 'ast_total'])];
  // Competition ranks on exact values: two 30-point games share a rank (DESIGN convention 19).
  const rankOf = (i: number) => lines.findIndex((m) => m.exact === lines[i]?.exact) + 1;
  const rows: AskRow[] = lines.map((l, i) => ({
    rank: rankOf(i),
    slug: l.slug,
    firstname: l.firstname,
    lastname: l.lastname,
    team_name: l.team_name,
    game: { date: l.game_date, opponent: l.opponent },
    games_played: null,
    values: Object.fromEntries(
      fields.map((f) => [f, f === field ? l.value : (l[f.replace('_total', '') as 'pts'] ?? null)]),
    ),
  }));
  const reading: AskReading = {
    intent: 'best_game',
    view: 'leaderboard',
    league: league.name,
    organization_id: league.id,
    interval_code: p.interval,
    season: null,
    as_of: null,
    last_games: null,
    position: p.position,
    school_year: p.schoolYear,
    statistic: rankStatistics.find((r) => r.value === `${stat}_average`)?.value ?? null,
    sort: { field, direction: p.dir },
    filter: {},
    mode: 'total',
    limit,
    players: [],
    fields,
  };
  const top = lines[0];
  const group = groupPhrase(p, league.name);
  const when = intervalPhrase(p.interval);
  const answer = top
    ? `${fullName(top)} has the ${p.dir === 'asc' ? 'lowest' : 'best'} single game by ${statNoun(stat, 'total')} among ${group} ${when}: ${stat === 'performance' ? `a Game Score of ${top.value.toFixed(1)}` : `${top.value} ${statNoun(stat, 'total')}`} against ${top.opponent} on ${top.game_date}.`
    : `No ${group} have played a game ${when}.`;
  return { reading, rows, total: rows.length, answer };
}
