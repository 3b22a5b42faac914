import {
  statFields,
  type PlayerStatsRow,
  type SortDirection,
  type StatField,
} from '@hoopdex/contract';
import type { FieldType } from '../../lib/list-query';

// Tables of player stats (playerStatsTotals, explorer, leaderboards) filter, sort and page the
// cached league dataset in memory: a league is at most tens of thousands of rows, and this keeps
// every combination of filters off the database.

const textFields = ['position', 'school_year', 'slug', 'team_name'] as const;

/** Fields a stats table may filter on, with their types for filterParam. */
export const rowFilterFields = {
  ...Object.fromEntries(textFields.map((f) => [f, 'string'])),
  player_id: 'number',
  ...Object.fromEntries(statFields.map((f) => [f, 'number'])),
} as Record<(typeof textFields)[number] | 'player_id' | StatField, FieldType>;
export type RowFilterField = keyof typeof rowFilterFields;
export type RowFilter = Partial<Record<string, unknown>>;

/** Fields a stats table may sort on; `name` is lastname then firstname. */
export const rowSortFields = ['name', 'lastname', 'firstname', 'team_name', ...statFields] as const;
export type RowSortField = (typeof rowSortFields)[number];
export type RowSort = Partial<Record<RowSortField, SortDirection>>;

type Operator = 'eq' | 'ne' | 'in' | 'nin' | 'gt' | 'gte' | 'lt' | 'lte';

/** SQL semantics: a null cell fails every comparison except `eq null` / `ne null` checks. */
function test(value: unknown, op: Operator, arg: unknown): boolean {
  if (arg === null) return op === 'ne' ? value != null : value == null;
  if (value == null) return false;
  switch (op) {
    case 'eq':
      return value === arg;
    case 'ne':
      return value !== arg;
    case 'in':
      return (arg as unknown[]).includes(value);
    case 'nin':
      return !(arg as unknown[]).includes(value);
    case 'gt':
      return (value as number) > (arg as number);
    case 'gte':
      return (value as number) >= (arg as number);
    case 'lt':
      return (value as number) < (arg as number);
    case 'lte':
      return (value as number) <= (arg as number);
  }
}

/** Keeps the rows that satisfy every condition of a parsed filter (see lib/list-query). */
export function filterRows(
  rows: PlayerStatsRow[],
  filter: RowFilter | undefined,
): PlayerStatsRow[] {
  const conds = Object.entries(filter ?? {}).flatMap(([field, cond]) => {
    if (cond === undefined) return [];
    const ops =
      cond !== null && typeof cond === 'object' && !Array.isArray(cond)
        ? (cond as Partial<Record<Operator, unknown>>)
        : { eq: cond };
    return Object.entries(ops).map(([op, arg]) => ({ field, op: op as Operator, arg }));
  });
  if (!conds.length) return rows;
  return rows.filter((r) => {
    const cells = r as unknown as Record<string, unknown>;
    return conds.every((c) => test(cells[c.field], c.op, c.arg));
  });
}

/** Case- and accent-insensitive "contains" on "firstname lastname". */
export function nameFilter(rows: PlayerStatsRow[], q: string | undefined): PlayerStatsRow[] {
  if (!q) return rows;
  const needle = fold(q);
  return rows.filter((r) => fold(`${r.firstname} ${r.lastname}`).includes(needle));
}
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A field's value as lists rank it: the unrounded `<field>_exact` the aggregate sends beside a
 * rounded figure (stats-aggregate.ts), else the field itself. Two players tie only when these
 * are equal (DESIGN convention 19). Filters keep comparing the shown figure: "averaging 20"
 * includes a player shown at 20.0.
 */
export function exactValue(row: PlayerStatsRow, field: string): unknown {
  const cells = row as unknown as Record<string, unknown>;
  const exact = `${field}_exact`;
  return exact in cells ? cells[exact] : cells[field];
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sorted = new WeakMap<PlayerStatsRow[], Map<string, PlayerStatsRow[]>>();
const columns = new WeakMap<PlayerStatsRow[], Map<string, Float64Array>>();

/**
 * Rows in the requested order: nulls always last (a player with no 3-point attempts is not the
 * worst shooter), then lastname, firstname and id so paging is stable. Memoized per cached
 * row array and sort, so a popular sort is computed once per dataset.
 *
 * Sorts row numbers over numeric columns (texts as their collation rank): a league of ~20,000
 * rows mostly tied on a stat (players without games) makes ~200,000 comparisons, which cost
 * ~200 ms as property reads and collator calls on the wide row objects, ~10 ms this way.
 */
export function sortRows(rows: PlayerStatsRow[], sort: RowSort): PlayerStatsRow[] {
  const key = JSON.stringify(sort);
  let memo = sorted.get(rows);
  const hit = memo?.get(key);
  if (hit) return hit;
  const keys = (Object.entries(sort) as [RowSortField, SortDirection][]).flatMap(
    ([f, d]): [string, SortDirection][] =>
      f === 'name'
        ? [
            ['lastname', d],
            ['firstname', d],
          ]
        : [[f, d]],
  );
  const order = [...keys, ['lastname', 'asc'], ['firstname', 'asc'], ['player_id', 'asc']].map(
    ([f, dir]) => ({ values: columnOf(rows, f as string), sign: dir === 'asc' ? 1 : -1 }),
  );
  const index = Array.from(rows, (_, i) => i).sort((i, j) => {
    for (const { values, sign } of order) {
      const c = compareCells(values[i] as number, values[j] as number, sign);
      if (c) return c;
    }
    return 0;
  });
  const out = index.map((i) => rows[i] as PlayerStatsRow);
  if (!memo) sorted.set(rows, (memo = new Map()));
  if (memo.size >= 64) memo.clear(); // many distinct sorts: keep memory bounded
  memo.set(key, out);
  return out;
}

/** NaN (null) last whatever the direction. */
function compareCells(a: number, b: number, sign: number): number {
  if (a === b) return 0;
  if (Number.isNaN(a) || Number.isNaN(b)) {
    if (Number.isNaN(a) && Number.isNaN(b)) return 0;
    return Number.isNaN(a) ? 1 : -1;
  }
  return sign * (a - b);
}

/**
 * One field of every row as numbers, NaN for null; texts become their rank in collation order
 * (values the collator calls equal share a rank, as they compared equal before). Memoized per
 * row array, like the sorts.
 */
function columnOf(rows: PlayerStatsRow[], field: string): Float64Array {
  let byField = columns.get(rows);
  if (!byField) columns.set(rows, (byField = new Map()));
  const known = byField.get(field);
  if (known) return known;
  const cells = rows.map((r) => exactValue(r, field));
  const texts = [...new Set(cells.filter((v) => v != null && typeof v !== 'number').map(String))];
  const ranks = new Map<string, number>();
  texts.sort(collator.compare).forEach((v, i) => {
    const prev = texts[i - 1];
    const same = prev !== undefined && collator.compare(prev, v) === 0;
    ranks.set(v, same ? (ranks.get(prev) as number) : i);
  });
  const column = Float64Array.from(cells, (v) =>
    v == null ? NaN : typeof v === 'number' ? v : (ranks.get(String(v)) as number),
  );
  byField.set(field, column);
  return column;
}
