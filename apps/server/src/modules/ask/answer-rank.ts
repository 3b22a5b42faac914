import {
  lowerIsBetter,
  rankStatistics,
  type AskAnswer,
  type AskReading,
  type AskRow,
  type PlayerStatsRow,
  type Qualification,
  type RankStatistic,
  type StatField,
} from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { explorerTable } from '../explorer/index';
import { leaderboard } from '../leaderboards/index';
import { exactValue } from '../stats/index';
import {
  fieldOf,
  fullName,
  groupPhrase,
  intervalPhrase,
  statNoun,
  thresholdPhrase,
  valuePhrase,
} from './answer-text';
import type { ParsedQuestion } from './parse-question';

export const DEFAULT_ROWS = 10;
export const MAX_ROWS = 100;

const cell = (row: object, field: string) =>
  ((row as Record<string, number | null>)[field] ?? null) as number | null;

/**
 * A ranking question, answered by the view that shows it: the leaderboard when it can (its
 * statistics, per game, in its own order, no thresholds), else the explorer (any stat field,
 * totals, either order, thresholds, with the leaderboard's minimum games as a filter so the
 * same players are ranked).
 */
export async function answerRank(
  deps: ServiceDeps,
  p: ParsedQuestion,
  league: { id: number; name: string },
): Promise<Pick<AskAnswer, 'answer' | 'reading' | 'rows' | 'qualification'> & { total: number }> {
  const stat = p.stats[0] ?? 'performance';
  const field = fieldOf(stat, p.mode);
  const limit = Math.min(p.limit ?? DEFAULT_ROWS, MAX_ROWS);
  const boardOrder =
    stat !== 'performance' && stat !== 'games_played' && lowerIsBetter.includes(stat)
      ? 'asc'
      : 'desc';
  const statistic = rankStatistics.find((s) => s.value === field)?.value as
    RankStatistic | undefined;
  const onBoard =
    !p.thresholds.length && p.dir === boardOrder && (field === 'performance' || !!statistic);
  const fields = [
    ...new Set<StatField>([
      field,
      ...p.thresholds.map((t) => fieldOf(t.stat, p.mode)),
      'games_played',
    ]),
  ];

  const base = {
    intent: 'rank' as const,
    league: league.name,
    organization_id: league.id,
    interval_code: p.interval,
    season: null,
    as_of: null,
    last_games: null,
    position: p.position,
    school_year: p.schoolYear,
    mode: p.mode,
    limit,
    players: [],
    fields,
    sort: { field, direction: p.dir },
  };
  let reading: AskReading;
  let rows: AskRow[];
  let total: number;
  let qualification: Qualification;
  if (onBoard) {
    const board = await leaderboard(deps, {
      organization_id: league.id,
      interval_code: p.interval,
      position: p.position ?? undefined,
      school_year: p.schoolYear ?? undefined,
      statistic,
      limit,
      offset: 0,
    });
    reading = {
      ...base,
      view: 'leaderboard',
      statistic: statistic ?? null,
      filter: { games_played: { gte: board.min_games } },
    };
    rows = board.items.map((item) => toRow({ ...item, ...item.player }, item.rank, fields));
    total = board.total;
    qualification = board.qualification;
  } else {
    // The qualification rule of the sorted and filtered fields (stats/qualification.ts), as the
    // leaderboard applies it; a question that names its own games threshold keeps that one.
    const ownGames = p.thresholds.some((t) => t.stat === 'games_played');
    const filter: AskReading['filter'] = {};
    for (const t of p.thresholds) {
      const f = fieldOf(t.stat, p.mode);
      filter[f] = { ...filter[f], [t.op]: t.value };
    }
    const table = await explorerTable(deps, {
      league_id: league.id,
      interval_code: p.interval,
      filter: {
        ...filter,
        position: p.position ?? undefined,
        school_year: p.schoolYear ?? undefined,
      },
      sort: { [field]: p.dir },
      limit,
      offset: 0,
      qualifiedOnly: !ownGames,
    });
    qualification = table.qualification;
    if (!ownGames) filter.games_played = { gte: qualification.min_games };
    reading = { ...base, view: 'explorer', statistic: null, filter };
    rows = table.rows.map((r, i) => toRow(r, rankIn(table.matches, i, field), fields));
    total = table.total;
  }
  return {
    reading,
    rows,
    total,
    qualification,
    answer: rankSentence(p, reading, rows, total, qualification),
  };
}

/** Competition rank of the i-th row (equal exact values share a rank), as the leaderboard counts. */
function rankIn(sorted: PlayerStatsRow[], index: number, field: string): number {
  const v = exactValue(sorted[index] as PlayerStatsRow, field);
  let i = index;
  while (i > 0 && exactValue(sorted[i - 1] as PlayerStatsRow, field) === v) i--;
  return i + 1;
}

/** A ranked player's row; a leaderboard item carries the same figures and names. */
function toRow(
  r: Omit<
    PlayerStatsRow,
    | 'league_id'
    | 'qualified'
    | 'fga_total'
    | 'fta_total'
    | 'three_pa_total'
    | 'imageuri'
    | 'position'
    | 'school_year'
  >,
  rank: number,
  fields: StatField[],
): AskRow {
  return {
    rank,
    slug: r.slug,
    firstname: r.firstname,
    lastname: r.lastname,
    team_name: r.team_name,
    game: null,
    games_played: r.games_played,
    values: Object.fromEntries(fields.map((f) => [f, cell(r, f)])),
  };
}

const lowest: string[] = ['performance', 'fg_percent', 'ft_percent', 'three_point_percent'];

function rankSentence(
  p: ParsedQuestion,
  reading: AskReading,
  rows: AskRow[],
  total: number,
  qualification: Qualification,
): string {
  const stat = p.stats[0] ?? 'performance';
  const group = groupPhrase(p, reading.league);
  const when = intervalPhrase(p.interval);
  const top = rows[0];
  const filtered = p.thresholds.length ? `${thresholdPhrase(p.thresholds, p.mode)}` : '';
  if (!top) {
    return filtered
      ? `No ${group} have ${filtered} ${when}.`
      : `No ${group} qualify ${when} yet: ${qualification.label.replace(/^Qualified: /, '')}.`;
  }
  const value = valuePhrase(stat, p.mode, top.values[reading.sort.field]);
  const lowFirst = reading.sort.direction === 'asc';
  const lead = lowFirst
    ? `${fullName(top)} has the ${lowest.includes(stat) ? 'lowest' : 'fewest'} ${statNoun(stat, p.mode)} among ${group} ${when}, with ${value}`
    : `${fullName(top)} leads ${group} with ${value} ${when}`;
  if (!filtered) return `${lead}.`;
  const count = total === 1 ? `One of the ${group} has` : `${total} ${group} have`;
  return `${count} ${filtered} ${when}; ${lead.replace(` ${when}`, '')}.`;
}
