import {
  askProjectedField,
  projectedStats,
  type AskAnswer,
  type AskReading,
  type AskRow,
  type ProjectedStat,
} from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { latestSeasonProjections, type LeagueProjectionRow } from '../projections/index';
import { DEFAULT_ROWS, MAX_ROWS } from './answer-rank';
import { fullName, groupPhrase, statNoun, valuePhrase } from './answer-text';
import type { ParsedQuestion } from './parse-question';

// "projected points leaders", "who will score the most the rest of the season" (issue 32):
// players ranked by their projected rest-of-season average per game, the projections module's
// own numbers (the player's projection API gives the same line for the same as_of). No list view
// ranks by a projection (the leaderboards' Projected view keeps the board's order), so the rows
// and the reading link to the players' pages, where the Projection panel shows the range.

/** The stat a projected ranking is by: the one asked, points when none is. */
const projectedStatOf = (p: ParsedQuestion) => p.stats[0] ?? 'pts';
const isProjected = (s: string): s is ProjectedStat =>
  (projectedStats as readonly string[]).includes(s);

/** What a projected ranking cannot answer, in words (null: it can). */
export function projectedUnsupported(p: ParsedQuestion): string | null {
  if (!isProjected(projectedStatOf(p)))
    return 'Projections cover points, rebounds, assists, 3-pointers, steals, blocks, turnovers and shooting percentages.';
  if (p.mode === 'total') return 'Projections are averages per game, not totals.';
  if (p.thresholds.length)
    return 'Ask ranks by one projected stat; stat filters work for stat rankings, not projections.';
  if (p.interval === 'lastweek')
    return 'Projections look ahead over the rest of the season, not at last week.';
  return null;
}

/** Competition ranks: equal means share a rank (1, 2, 2, 4), as the leaderboards count. */
function ranked(rows: LeagueProjectionRow[], stat: ProjectedStat, dir: 'asc' | 'desc') {
  const mean = (r: LeagueProjectionRow) => r.rest_of_season[stat]?.mean ?? 0;
  const sorted = [...rows].sort(
    (a, b) =>
      (dir === 'desc' ? mean(b) - mean(a) : mean(a) - mean(b)) ||
      a.lastname.localeCompare(b.lastname) ||
      a.firstname.localeCompare(b.firstname) ||
      a.slug.localeCompare(b.slug),
  );
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || mean(r) !== mean(sorted[i - 1]!)) rank = i + 1;
    return { row: r, rank, mean: mean(r) };
  });
}

export async function answerProjected(
  deps: ServiceDeps,
  p: ParsedQuestion,
  league: { id: number; name: string },
): Promise<Pick<AskAnswer, 'answer' | 'reading' | 'rows' | 'qualification'> & { total: number }> {
  const stat = projectedStatOf(p) as Exclude<ProjectedStat, 'minutes'>;
  const field = askProjectedField(stat);
  const limit = Math.min(p.limit ?? DEFAULT_ROWS, MAX_ROWS);
  const all = await latestSeasonProjections(deps, league.id);
  const eligible = (all?.rows ?? []).filter(
    (r) =>
      (!p.position || r.position === p.position) &&
      (!p.schoolYear || r.school_year === p.schoolYear),
  );
  const list = ranked(eligible, stat, p.dir);
  const rows: AskRow[] = list.slice(0, limit).map(({ row, rank, mean }) => ({
    rank,
    slug: row.slug,
    firstname: row.firstname,
    lastname: row.lastname,
    team_name: row.team_name,
    game: null,
    games_played: row.games_before,
    values: { [field]: mean },
  }));
  const top = rows[0];
  const reading: AskReading = {
    intent: 'rank',
    view: 'projected',
    league: league.name,
    organization_id: league.id,
    interval_code: 'latest_season',
    season: all?.season ?? null,
    as_of: all?.as_of ?? null,
    last_games: null,
    position: p.position,
    school_year: p.schoolYear,
    statistic: null,
    sort: { field, direction: p.dir },
    filter: {},
    mode: 'average',
    limit,
    // The link goes to the top player's page (its Projection panel): no list ranks by projection.
    players: top ? [{ slug: top.slug, firstname: top.firstname, lastname: top.lastname }] : [],
    fields: [field],
  };
  const group = groupPhrase(p, league.name);
  const when = all ? `over the rest of the ${all.season} season (as of ${all.as_of})` : '';
  const value = top ? valuePhrase(stat, 'average', top.values[field]) : '';
  const answer = !top
    ? `No ${group} have a projection yet: a projection ranks players with games this season.`
    : p.dir === 'desc'
      ? `${fullName(top)} is projected to lead ${group} with ${value} ${when}.`
      : `${fullName(top)} is projected to have the ${stat.endsWith('percent') ? 'lowest' : 'fewest'} ${statNoun(stat, 'average')} among ${group}, ${value} ${when}.`;
  return { answer, reading, rows, total: list.length, qualification: null };
}
