import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { leagues } from './leagues';
import { players } from './players';

// Scouting tools (issue 7): private to their author. Every query filters by user_id, and
// another user's row answers 404, never 403, so ids reveal nothing.

/** A scout's private note and 1-5 grade on one player. */
export const scoutNotes = pgTable(
  'scout_notes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    grade: smallint('grade'),
    /** Shown on the scout's public boards (issue 16); private by default, never shown otherwise. */
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playerId] }),
    check('scout_notes_grade_ck', sql`${t.grade} between 1 and 5`),
  ],
);

/** A named, ordered list of players (a "board"). */
export const scoutBoards = pgTable(
  'scout_boards',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The unguessable read-only link's token (/board/{token}); null: the board is private. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scout_boards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('scout_boards_share_token_idx').on(t.shareToken),
  ],
);

export const scoutBoardItems = pgTable(
  'scout_board_items',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => scoutBoards.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.playerId] }),
    index('scout_board_items_order_idx').on(t.boardId, t.position),
  ],
);

/** An explorer filter (league, interval, filter/sort JSON, columns) saved under a name. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    intervalCode: text('interval_code').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    sort: jsonb('sort').$type<Record<string, string>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_user_idx').on(t.userId, t.createdAt)],
);
