import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players';

export const draftYears = pgTable('draft_years', {
  year: integer('year').primaryKey(),
});

/** 'NIL Targets': ranked draft lists per year. */
export const draftPicks = pgTable(
  'draft_picks',
  {
    id: serial('id').primaryKey(),
    year: integer('year')
      .notNull()
      .references(() => draftYears.year, { onDelete: 'cascade' }),
    draftposition: integer('draftposition').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    school: text('school'),
    imageuri: text('imageuri'),
  },
  (t) => [
    uniqueIndex('draft_picks_year_position_uq').on(t.year, t.draftposition),
    index('draft_picks_player_idx').on(t.playerId),
  ],
);
