import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leagues, seasons } from './leagues';

// Projections (docs/decisions/0026-projections.md): the walk-forward backtest of each league
// season, kept so every instance shows the same track record, and recomputed as a durable job:
// an import marks its leagues' seasons due, any instance claims a due row with a lease, and a
// row whose runner died is taken again once its lease lapses.

export const projectionBacktests = pgTable(
  'projection_backtests',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['due', 'running', 'done', 'failed'] })
      .notNull()
      .default('due'),
    /** Moves on every request: a run that started before the last request leaves the row due. */
    requestSeq: bigint('request_seq', { mode: 'number' }).notNull().default(1),
    /** The request a finished run answered. */
    doneSeq: bigint('done_seq', { mode: 'number' }).notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    /** The as-of dates walked forward (YYYY-MM-DD). */
    asOfDates: jsonb('as_of_dates')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The accuracy rows of the contract (AccuracyRow[]). */
    rows: jsonb('rows')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.seasonId] }),
    index('projection_backtests_due_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} in ('due', 'running')`),
  ],
);
