import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/** A column that points at a player, with what a merge needs to move its rows and back. */
export interface PlayerColumn {
  table: string;
  column: string;
  /** The table's primary key: how a moved row is found again by an undo. */
  primaryKey: string[];
  /** Unique keys holding the column: a merged row equal to a kept one on the rest is a twin. */
  uniqueKeys: string[][];
  /** Only rows with this value in this column point at a player (follows: follow_type). */
  filter?: { column: string; value: string };
}

/**
 * Every column that points at a player (decision 0031), read from the catalog rather than
 * listed: a table added later with a foreign key to players is merged and undone without
 * anyone remembering this file. Plus `follows`, whose `target_id` is a player's id only where
 * `follow_type = 'player'` (no foreign key). Works alike on PostgreSQL and PGlite.
 */
export async function playerColumns(db: Database): Promise<PlayerColumn[]> {
  const rows = await sqlRows<{ table: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'players'::regclass and cardinality(c.conkey) = 1
      order by 1, 2`,
  );
  const columns = [...rows, { table: 'follows', column: 'target_id' }];
  return Promise.all(
    columns.map(async ({ table, column }) => {
      const keys = await sqlRows<{ cols: string[]; primary: boolean }>(
        db,
        sql`select i.indisprimary as "primary",
            array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as cols
          from pg_index i
          where i.indrelid = ${table}::regclass and i.indisunique and i.indexprs is null
            and i.indpred is null`,
      );
      const primaryKey = keys.find((k) => k.primary)?.cols;
      if (!primaryKey) throw new Error(`${table} has no primary key: a merge could not undo it`);
      return {
        table,
        column,
        primaryKey,
        uniqueKeys: keys.filter((k) => k.cols.includes(column)).map((k) => k.cols),
        filter: table === 'follows' ? { column: 'follow_type', value: 'player' } : undefined,
      };
    }),
  );
}
