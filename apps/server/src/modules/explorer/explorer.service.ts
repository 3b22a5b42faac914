import {
  EXPLORER_EXPORT_MAX_ROWS,
  statFields,
  type ExplorerRow,
  type IntervalCode,
  type PlayerStatsRow,
  type Qualification,
  type StatField,
} from '@hoopdex/contract';
import type { ModuleDeps } from '../../deps';
import { csvStream } from '../../lib/csv';
import { resolveLeagueId } from '../organizations/index';
import { datasetQualification, meetsRule } from '../stats/index';
import { loadDataset } from '../stats/index';
import { tableOf } from '../stats/index';
import type { RowFilter, RowSort } from '../stats/index';

export interface ExplorerParams {
  league_id?: number | undefined;
  interval_code: IntervalCode;
  filter?: RowFilter | undefined;
  sort?: RowSort | undefined;
  columns?: StatField[] | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
  /** Only players who meet the qualification rule (Ask's rankings); else they are listed first. */
  qualifiedOnly?: boolean | undefined;
}

const identity = ['slug', 'firstname', 'lastname', 'team_name', 'position', 'school_year'] as const;

const nonStatSorts = new Set(['name', 'lastname', 'firstname', 'team_name']);

/**
 * Every player of a league with their interval stats: filtered, sorted and paged on the server.
 * Sorted by a stat, the players who meet the qualification rule (stats/qualification.ts, for
 * the sorted and filtered fields) come first, so a 2-of-2 shooter never tops a 3P% column;
 * the rest follow (the Database lists everyone), or are left out with qualifiedOnly.
 */
export async function explorerTable(deps: Pick<ModuleDeps, 'db' | 'cache'>, p: ExplorerParams) {
  const leagueId = await resolveLeagueId(deps, p.league_id, 'league_id');
  const dataset = await loadDataset(deps, leagueId, p.interval_code);
  const sort = p.sort && Object.keys(p.sort).length ? p.sort : { name: 'asc' as const };
  const sortFields = Object.keys(sort).filter((f) => !nonStatSorts.has(f));
  const qualification = datasetQualification(dataset, [
    ...sortFields,
    ...Object.keys(p.filter ?? {}),
  ]);
  let table = tableOf(dataset, p.filter, { ...p, sort });
  if (sortFields.length || p.qualifiedOnly) {
    const qualified = table.matches.filter((r) => meetsRule(r, qualification));
    const matches = p.qualifiedOnly
      ? qualified
      : [...qualified, ...table.matches.filter((r) => !meetsRule(r, qualification))];
    table = { rows: matches.slice(p.offset, p.offset + p.limit), total: matches.length, matches };
  }
  const columns = p.columns?.length ? p.columns : [...statFields];
  return { ...table, columns, leagueId, qualification };
}

/** A row cut down to the chosen columns (the table's column chooser); `qualified` by the rule. */
export function explorerRow(
  row: PlayerStatsRow,
  columns: readonly StatField[],
  qualification: Qualification,
): ExplorerRow {
  const cells = row as unknown as Record<string, number | null>;
  return {
    player_id: row.player_id,
    slug: row.slug,
    firstname: row.firstname,
    lastname: row.lastname,
    imageuri: row.imageuri,
    team_name: row.team_name,
    position: row.position,
    school_year: row.school_year,
    qualified: meetsRule(row, qualification),
    ...Object.fromEntries(columns.map((c) => [c, cells[c] ?? null])),
  };
}

/** The explorer's current filter and sort as CSV: a header row, at most 10,000 players. */
export async function explorerCsv(deps: Pick<ModuleDeps, 'db' | 'cache'>, p: ExplorerParams) {
  const { matches, columns, leagueId, total } = await explorerTable(deps, {
    ...p,
    offset: 0,
    limit: EXPLORER_EXPORT_MAX_ROWS,
  });
  const rows = matches.slice(0, EXPLORER_EXPORT_MAX_ROWS);
  const stream = csvStream([...identity, ...columns], rows, (r) => {
    const cells = r as unknown as Record<string, unknown>;
    return [...identity, ...columns].map((c) => cells[c]);
  });
  return {
    stream,
    total,
    exported: rows.length,
    filename: `hoopdex-explorer-${leagueId}-${p.interval_code}.csv`,
  };
}
