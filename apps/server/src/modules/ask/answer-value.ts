import type { AskAnswer, AskReading, AskRow } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import { valueBoardOf } from '../value/index';
import { DEFAULT_ROWS, MAX_ROWS } from './answer-rank';
import { fullName, groupPhrase } from './answer-text';
import type { ParsedQuestion } from './parse-question';

// "most valuable WNBA players", "top 10 guards by value" (issue 33): answered by the Value board
// itself (valueBoardOf, the service of GET /api/value/board), so the rows, their order and ranks
// are the board's, and the reading links to the board with the same league, season and position.

/** Whole dollars as the board shows them: "$1,234,567". */
export const dollars = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/**
 * What the Value board cannot answer, said in words (null: it can). It ranks a league's season
 * by value as of now, most valuable first, by position only.
 */
export function valueUnsupported(p: ParsedQuestion): string | null {
  if (p.dir === 'asc')
    return 'Ask ranks by value from the most valuable down; the Value board lists every player.';
  if (p.thresholds.length)
    return 'Ask ranks by value alone; stat filters work for stat rankings, not for value.';
  if (p.schoolYear) return 'The Value board ranks by league and position, not by class.';
  if (p.interval === 'lastweek')
    return 'Values are as of today (the Value board shows the week’s risers), not per week.';
  return null;
}

export async function answerValue(
  deps: ServiceDeps,
  p: ParsedQuestion,
  league: { id: number; name: string },
): Promise<Pick<AskAnswer, 'answer' | 'reading' | 'rows' | 'qualification'> & { total: number }> {
  const limit = Math.min(p.limit ?? DEFAULT_ROWS, MAX_ROWS);
  const { board, total } = await valueBoardOf(deps, {
    league: league.id,
    position: p.position ?? undefined,
    limit,
    offset: 0,
  });
  const names = await namesOf(
    deps,
    board.rows.map((r) => r.player.slug),
  );
  const rows: AskRow[] = board.rows.map((r) => ({
    rank: r.rank,
    slug: r.player.slug,
    firstname: names.get(r.player.slug)?.firstname ?? r.player.name,
    lastname: names.get(r.player.slug)?.lastname ?? '',
    team_name: r.player.team,
    game: null,
    games_played: null,
    values: { value: r.value },
  }));
  const reading: AskReading = {
    intent: 'rank',
    view: 'value_board',
    league: league.name,
    organization_id: league.id,
    interval_code: 'latest_season',
    season: board.season || null,
    as_of: board.as_of,
    last_games: null,
    position: p.position,
    school_year: null,
    statistic: null,
    sort: { field: 'value', direction: 'desc' },
    filter: {},
    mode: 'average',
    limit,
    players: [],
    fields: ['value'],
  };
  const group = groupPhrase({ position: p.position, schoolYear: null }, league.name);
  const top = rows[0];
  const answer = top
    ? `${fullName(top)} is the most valuable of ${group} with a Hoopdex Value of ` +
      `${dollars(top.values.value ?? 0)} a year (${board.season} season, as of ${board.as_of}); ` +
      'an index of endorsement opportunity, not earnings.'
    : `No ${group} have a Hoopdex Value yet: a value needs games.`;
  return { answer, reading, rows, total, qualification: null };
}

/** First and last names of the board's players (the board carries the full name only). */
async function namesOf(deps: ServiceDeps, slugs: string[]) {
  if (!slugs.length) return new Map<string, { firstname: string; lastname: string }>();
  const rows = await sqlRows<{ slug: string; firstname: string; lastname: string }>(
    deps.db.db,
    sql`select slug, firstname, lastname from players where slug in (${sql.join(
      slugs.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.slug, r]));
}
