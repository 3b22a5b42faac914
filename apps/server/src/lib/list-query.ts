import { jsonParam, notYearZero, sortDirection, type SortDirection } from '@hoopdex/contract';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

// Lists take `sort` and `filter` as JSON strings (DESIGN.md). Each resource names the fields a
// client may sort and filter on and their types; anything else is a 400 naming the parameter.

/** `integer` is a PostgreSQL integer column: a fraction or a value past 32 bits is a 400 here,
 * not a database error; `number` is for values compared in memory (stats tables). */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'date';
const INT32 = 2_147_483_647;
const operators = ['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte'] as const;
type Operator = (typeof operators)[number];

const valueOf = (type: FieldType) => {
  const base =
    type === 'integer'
      ? z
          .number()
          .int()
          .min(-INT32 - 1)
          .max(INT32)
      : type === 'number'
        ? z.number()
        : type === 'boolean'
          ? z.boolean()
          : type === 'date'
            ? z.iso
                .datetime({ offset: true })
                .or(z.iso.date())
                .refine(notYearZero, 'year 0000 is not a date')
            : z.string().max(200);
  return base.nullable();
};

function conditionSchema(type: FieldType) {
  const v = valueOf(type);
  const list = z.array(v).min(1).max(100);
  const ops = z
    .object({ eq: v, ne: v, in: list, nin: list, gt: v, gte: v, lt: v, lte: v })
    .partial()
    .strict()
    .refine((o) => Object.keys(o).length > 0, 'needs an operator: ' + operators.join(', '));
  // A bare value means equality: {"league_id": 3}.
  return z.union([v, ops]);
}

/** `filter` query parameter: JSON object of allowed fields → value or { operator: value }. */
export function filterParam<F extends string>(fields: Record<F, FieldType>) {
  const shape = Object.fromEntries(
    Object.entries<FieldType>(fields).map(([k, t]) => [k, conditionSchema(t).optional()]),
  );
  return jsonParam.pipe(z.object(shape).strict()) as unknown as z.ZodType<
    Partial<Record<F, unknown>>,
    string
  >;
}

/** `sort` query parameter: JSON object of allowed fields → 'asc' | 'desc', at most 3 keys. */
export function sortParam<F extends string>(fields: readonly [F, ...F[]]) {
  return jsonParam.pipe(
    // partialRecord: zod 4's record with enum keys would demand every field.
    z
      .partialRecord(z.enum(fields), sortDirection)
      .refine((o) => Object.keys(o).length <= 3, 'sort by at most 3 fields'),
  ) as unknown as z.ZodType<Partial<Record<F, SortDirection>>, string>;
}

type Column = AnyPgColumn | SQL;

/**
 * drizzle-kit writes `.desc()` index columns as DESC NULLS LAST, while plain DESC means NULLS
 * FIRST: ordering the same way is what lets PostgreSQL walk those indexes instead of sorting.
 */
export function descNullsLast(col: AnyPgColumn | SQL): SQL {
  return sql`${col} desc nulls last`;
}

/** Drizzle WHERE for a parsed filter; columns maps each allowed field to its column. */
export function whereFrom<F extends string>(
  filter: Partial<Record<F, unknown>> | undefined,
  columns: Record<F, Column>,
): SQL | undefined {
  if (!filter) return undefined;
  const parts: SQL[] = [];
  for (const [field, cond] of Object.entries(filter) as [F, unknown][]) {
    if (cond === undefined) continue;
    const col = columns[field] as AnyPgColumn;
    const ops =
      cond !== null && typeof cond === 'object' && !Array.isArray(cond)
        ? (cond as Partial<Record<Operator, unknown>>)
        : { eq: cond };
    for (const [op, value] of Object.entries(ops) as [Operator, unknown][]) {
      parts.push(condition(col, op, value));
    }
  }
  return parts.length ? and(...parts) : undefined;
}

function condition(col: AnyPgColumn, op: Operator, value: unknown): SQL {
  if (value === null) return op === 'ne' ? isNotNull(col) : isNull(col);
  switch (op) {
    case 'eq':
      return eq(col, value);
    case 'ne':
      return ne(col, value);
    case 'in':
      return inArray(col, value as unknown[]);
    case 'nin':
      return notInArray(col, value as unknown[]);
    case 'gt':
      return gt(col, value);
    case 'gte':
      return gte(col, value);
    case 'lt':
      return lt(col, value);
    case 'lte':
      return lte(col, value);
  }
}

/** ORDER BY for a parsed sort, falling back to a default, always ending in a unique tie-breaker
 * so offset paging never repeats or skips a row. */
export function orderFrom<F extends string>(
  sort: Partial<Record<F, SortDirection>> | undefined,
  columns: Record<F, Column>,
  fallback: Partial<Record<F, SortDirection>>,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const chosen = sort && Object.keys(sort).length ? sort : fallback;
  const order = (Object.entries(chosen) as [F, SortDirection][]).map(([f, dir]) =>
    dir === 'asc' ? asc(columns[f] as AnyPgColumn) : descNullsLast(columns[f] as AnyPgColumn),
  );
  return [...order, descNullsLast(tieBreaker)];
}
