import type { IntervalCode, StatField } from '@hoopdex/contract';
import { buildUrl } from '../../../lib/api-client';
import { isIntervalCode, isStatField, positions, schoolYears } from '../../../lib/stat-catalog';

export const EXPLORER_PAGE_SIZE = 50;
export const filterOps = ['gte', 'lte', 'gt', 'lt', 'eq'] as const;
export type FilterOp = (typeof filterOps)[number];
export const opSymbols: Record<FilterOp, string> = { gte: '≥', lte: '≤', gt: '>', lt: '<', eq: '=' };
export type NumericFilter = { field: StatField; op: FilterOp; value: number };
export type SortKey = StatField | 'name' | 'team_name';

export const defaultColumns: StatField[] = [
  'games_played',
  'performance',
  'pts_average',
  'reb_average',
  'ast_average',
  'st_average',
  'blks_average',
  'turnovers_average',
  'fg_percent_average',
  'three_point_percent_average',
  'ft_percent_average',
];

export type ExplorerState = {
  league: string;
  interval: IntervalCode;
  sort: SortKey;
  dir: 'asc' | 'desc';
  filters: NumericFilter[];
  columns: StatField[];
  page: number;
  q: string;
  /** Guard, Forward or Center; '' = any (?pos=). */
  position: string;
  /** Freshman … Senior, NCAA leagues only; '' = any (?class=). */
  schoolYear: string;
};

const oneOf = (list: readonly string[], raw: string | null) => (raw !== null && list.includes(raw) ? raw : '');

const isOp = (v: string): v is FilterOp => (filterOps as readonly string[]).includes(v);

/** ?f=pts_average:gte:20;reb_average:lte:5 (readable and short enough to share). */
export function parseFilters(raw: string | null): NumericFilter[] {
  return (raw ?? '')
    .split(';')
    .map((part) => part.split(':'))
    .flatMap(([field = '', op = '', value = '']) =>
      isStatField(field) && isOp(op) && value !== '' && Number.isFinite(Number(value)) ? [{ field, op, value: Number(value) }] : [],
    );
}
export const formatFilters = (filters: readonly NumericFilter[]) => filters.map((f) => `${f.field}:${f.op}:${f.value}`).join(';');

export function stateFromParams(params: URLSearchParams): ExplorerState {
  const interval = params.get('interval');
  const sort = params.get('sort') ?? '';
  const cols = (params.get('cols') ?? '').split(',').filter(isStatField);
  const page = Number(params.get('page'));
  return {
    league: (params.get('league') ?? 'nba').toLowerCase(),
    interval: isIntervalCode(interval) ? interval : 'latest_season',
    sort: isStatField(sort) || sort === 'name' || sort === 'team_name' ? sort : 'performance',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    filters: parseFilters(params.get('f')),
    columns: cols.length ? cols : defaultColumns,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: params.get('q') ?? '',
    position: oneOf(positions, params.get('pos')),
    schoolYear: oneOf(schoolYears, params.get('class')),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function stateToParams(state: ExplorerState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.league !== 'nba') p.set('league', state.league);
  if (state.interval !== 'latest_season') p.set('interval', state.interval);
  if (state.sort !== 'performance') p.set('sort', state.sort);
  if (state.dir !== 'desc') p.set('dir', state.dir);
  if (state.filters.length) p.set('f', formatFilters(state.filters));
  if (state.columns.join(',') !== defaultColumns.join(',')) p.set('cols', state.columns.join(','));
  if (state.page > 1) p.set('page', String(state.page));
  if (state.q) p.set('q', state.q);
  if (state.position) p.set('pos', state.position);
  if (state.schoolYear) p.set('class', state.schoolYear);
  return p;
}

/** The query of GET /api/explorer (and, without paging, of the CSV export). */
export function explorerQuery(state: ExplorerState, leagueId: number | undefined, paged = true) {
  const filter: Record<string, Record<string, number | string>> = {};
  for (const f of state.filters) filter[f.field] = { ...filter[f.field], [f.op]: f.value };
  if (state.position) filter.position = { eq: state.position };
  if (state.schoolYear) filter.school_year = { eq: state.schoolYear };
  // Sorting by a column implies showing it; 'name' and 'team_name' always travel with the row.
  const columns = state.sort === 'name' || state.sort === 'team_name' || state.columns.includes(state.sort) ? state.columns : [...state.columns, state.sort];
  return {
    league_id: leagueId,
    interval_code: state.interval,
    filter: Object.keys(filter).length ? filter : undefined,
    sort: { [state.sort]: state.dir },
    columns: columns.join(','),
    q: state.q || undefined,
    ...(paged ? { limit: EXPLORER_PAGE_SIZE, offset: (state.page - 1) * EXPLORER_PAGE_SIZE } : {}),
  };
}

export const csvHref = (state: ExplorerState, leagueId: number | undefined) => buildUrl('/explorer/export.csv', explorerQuery(state, leagueId, false));

/** A saved filter (scouting) as the table's state, and back. */
export type StoredFilter = {
  league_id: number | null;
  interval_code: IntervalCode;
  filter: Record<string, unknown>;
  sort: Record<string, 'asc' | 'desc'>;
  columns: string[];
};

export function storedFromState(state: ExplorerState, leagueId: number | undefined): StoredFilter {
  const query = explorerQuery(state, leagueId, false);
  return {
    league_id: leagueId ?? null,
    interval_code: state.interval,
    filter: query.filter ?? {},
    sort: { [state.sort]: state.dir },
    columns: state.columns,
  };
}

export function stateFromStored(stored: StoredFilter, leagueName: string): ExplorerState {
  const filters: NumericFilter[] = Object.entries(stored.filter).flatMap(([field, cond]) =>
    isStatField(field) && cond && typeof cond === 'object'
      ? Object.entries(cond as Record<string, unknown>).flatMap(([op, value]) =>
          isOp(op) && typeof value === 'number' ? [{ field, op, value }] : [],
        )
      : [],
  );
  const [sort = 'performance', dir = 'desc'] = Object.entries(stored.sort)[0] ?? [];
  const columns = stored.columns.filter(isStatField);
  return {
    league: leagueName,
    interval: stored.interval_code,
    sort: isStatField(sort) || sort === 'name' || sort === 'team_name' ? sort : 'performance',
    dir: dir === 'asc' ? 'asc' : 'desc',
    filters,
    columns: columns.length ? columns : defaultColumns,
    page: 1,
    q: '',
    position: oneOf(positions, eqOf(stored.filter.position)),
    schoolYear: oneOf(schoolYears, eqOf(stored.filter.school_year)),
  };
}

const eqOf = (cond: unknown) =>
  cond && typeof cond === 'object' && typeof (cond as { eq?: unknown }).eq === 'string' ? (cond as { eq: string }).eq : null;

/**
 * The league the table shows: the URL's `league` by name, else the NBA, else the first. One rule
 * for the page and its route loader, so the loader warms the query the page reads.
 */
export function explorerLeague<L extends { name: string }>(
  leagues: readonly L[],
  name: string,
): L | undefined {
  return (
    leagues.find((l) => l.name.toLowerCase() === name) ??
    leagues.find((l) => l.name.toLowerCase() === 'nba') ??
    leagues[0]
  );
}
