import type { IntervalCode, League, RankStatistic } from '@hoopdex/contract';
import { pageFromParam } from '../../components/ui/page-param';
import type { LeaderboardParams } from '../../features/leaderboards/api/get-leaderboard';
import {
  leagueOptions,
  type FilterOption,
  type FilterSelection,
} from '../../components/league-filter/filter-selection';
import { selectionFromParams } from '../../components/league-filter/selection-url';
import { intervalFromSearch } from '../../features/stats/utils/intervals';
import { isRankStatistic } from '../../lib/stat-catalog';

export type AnalyzeView = {
  interval: IntervalCode;
  page: number;
  selection: FilterSelection;
  /** The selected statistics, in the order picked. */
  stats: RankStatistic[];
  /** The leaderboard call; none until the leagues are known (the league defaults to NBA). */
  request: LeaderboardParams | undefined;
  /** ?league= names no league Hoopdex lists (ncaawb, a typo): said so, never the NBA instead. */
  unknownLeague: string | null;
  /** ?projected=1 on the season board: ranked by the projections (issue 32). */
  projected: boolean;
  /** Projected was asked for a statistic the model does not project (Games): actual shown. */
  notProjected: boolean;
};

/** /analyze's URL read one way for the page and its loader, so both ask for the same board. */
export function analyzeViewFromParams(
  params: URLSearchParams,
  options: FilterOption[],
): AnalyzeView {
  const interval = intervalFromSearch(params);
  const page = pageFromParam(params.get('page'));
  const selection = selectionFromParams(params, options);
  const stats = selection.statistic.map((o) => o.value).filter(isRankStatistic) as RankStatistic[];
  const asked = params.get('league');
  const known = (v: string) => options.some((o) => o.value.toLowerCase() === v.toLowerCase());
  const unknownLeague = asked && options.length && !known(asked) ? asked : null;
  const league = unknownLeague ? undefined : selection.organization_id[0];
  const statistic = stats.at(-1);
  // Projections are of the rest of a season: the weekly board has none, nor has Games.
  const askedProjected = params.get('projected') === '1' && interval === 'latest_season';
  const notProjected = askedProjected && statistic === 'games_played';
  const projected = askedProjected && !notProjected;
  const request: LeaderboardParams | undefined = league
    ? {
        organization_id: Number(league.id),
        interval_code: interval,
        position: selection.position[0]?.value,
        school_year: selection.school_year[0]?.value,
        // Spec §9: the sort field comes from the selected statistics; the latest pick leads.
        statistic,
        ...(projected ? { view: 'projected' as const } : {}),
        page,
      }
    : undefined;
  return { interval, page, selection, stats, request, unknownLeague, projected, notProjected };
}

/** The loader's shortcut: the board the page will ask for, given the leagues. */
export const leaderboardRequestFor = (params: URLSearchParams, leagues: readonly League[]) =>
  analyzeViewFromParams(params, leagueOptions(leagues)).request;
