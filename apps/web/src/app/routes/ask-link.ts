import type { AskReading } from '@hoopdex/contract';
import { paths } from '../../config/paths';
import {
  defaultColumns,
  filterOps,
  stateToParams,
  type FilterOp,
  type NumericFilter,
} from '../../features/explorer/utils/explorer-url';
import { selectionParamNames } from '../../components/league-filter/selection-url';
import { isRankStatistic, isStatField } from '../../lib/stat-catalog';

const withParams = (path: string, params: URLSearchParams) =>
  params.size ? `${path}?${params.toString()}` : path;
const isOp = (op: string): op is FilterOp => (filterOps as readonly string[]).includes(op);

/**
 * The view that shows an Ask Hoopdex reading, with that view's own URL state: the leaderboard
 * (/analyze: league, class, position, stat, interval; `projected=1` for the projected board),
 * the Database (/explorer: sort, filters,
 * position, class), the compare page, a player's statistics, or the Value board (/value/board:
 * league, season, position). Following it shows the same
 * query, which the user can then change there.
 */
export function askLink(reading: AskReading): string {
  const interval = reading.interval_code === 'latest_season' ? null : reading.interval_code;
  const [first, ...others] = reading.players;
  if (reading.view === 'compare' && first) {
    const p = new URLSearchParams({ with: others.map((o) => o.slug).join(',') });
    if (interval) p.set('interval', interval);
    if (reading.mode === 'total') p.set('mode', 'total');
    return withParams(paths.playerCompare(first.slug), p);
  }
  if (reading.view === 'player' && first) {
    return withParams(
      paths.player(first.slug, 'statistics'),
      new URLSearchParams(interval ? { interval } : {}),
    );
  }
  if (reading.view === 'value_board') {
    // The board the rows came from: its league, season and position (/value/board's URL state).
    return paths.valueBoard({
      league: reading.organization_id,
      ...(reading.season ? { season: reading.season } : {}),
      ...(reading.position ? { position: reading.position } : {}),
    });
  }
  if (reading.view === 'projected') {
    // The projected leaderboard (/analyze?projected=1, decision 0033): the season board ranked
    // by the projected rest-of-season average, the same ranking as the answer. A stat the board
    // cannot rank (minutes) opens the top player's statistics, with the Projection panel.
    const statistic = `${reading.sort.field.replace(/_projected$/, '')}_average`;
    if (isRankStatistic(statistic)) {
      const p = new URLSearchParams();
      p.set(selectionParamNames.organization_id, reading.league);
      if (reading.school_year) p.set(selectionParamNames.school_year, reading.school_year);
      if (reading.position) p.set(selectionParamNames.position, reading.position);
      p.set(selectionParamNames.statistic, statistic);
      p.set('projected', '1');
      return withParams(paths.analyze(), p);
    }
    return first
      ? paths.player(first.slug, 'statistics')
      : paths.projectionsAccuracy({ league: reading.organization_id });
  }
  if (reading.view === 'leaderboard') {
    const p = new URLSearchParams();
    if (interval) p.set('interval', interval);
    p.set(selectionParamNames.organization_id, reading.league);
    if (reading.school_year) p.set(selectionParamNames.school_year, reading.school_year);
    if (reading.position) p.set(selectionParamNames.position, reading.position);
    if (reading.statistic) p.set(selectionParamNames.statistic, reading.statistic);
    return withParams(paths.analyze(), p);
  }
  // Sorted by field, so the same question always makes the same shareable URL (the qualification's
  // games minimum joins the filter after the asked-for ones).
  const filters: NumericFilter[] = Object.entries(reading.filter)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([field, ops]) =>
      isStatField(field)
        ? Object.entries(ops ?? {}).flatMap(([op, value]) =>
            isOp(op) && typeof value === 'number' ? [{ field, op, value }] : [],
          )
        : [],
    );
  const extra = reading.fields.filter(isStatField).filter((f) => !defaultColumns.includes(f));
  const params = stateToParams({
    league: reading.league,
    interval: reading.interval_code,
    sort: isStatField(reading.sort.field) ? reading.sort.field : 'performance',
    dir: reading.sort.direction,
    filters,
    columns: [...defaultColumns, ...extra],
    page: 1,
    q: '',
    position: reading.position ?? '',
    schoolYear: reading.school_year ?? '',
  });
  // The explorer leaves out its default league; the link names it anyway, so it reads plainly.
  if (!params.has('league')) params.set('league', reading.league);
  return withParams(paths.explorer(), params);
}
