import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Everyone who publishes: shows, players (their creator profile), creators and the admin.
 * profile_key is the slug in /{type}/{profile_key} links (a show's is its id).
 */
export const creators = pgTable(
  'creators',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['show', 'player', 'creator', 'admin'] }).notNull(),
    displayname: text('displayname').notNull(),
    profileKey: text('profile_key').notNull().unique(),
    searchName: text('search_name').notNull(),
    image: text('image'),
    bio: text('bio'),
    label: text('label'),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    fanCount: integer('fan_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creators_type_idx').on(t.type),
    index('creators_player_idx').on(t.playerId),
    index('creators_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const shows = pgTable(
  'shows',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    cardimage: text('cardimage'),
    description: text('description'),
    shortdescription: text('shortdescription'),
    longdescription: text('longdescription'),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    fanCount: integer('fan_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shows_creator_idx').on(t.creatorId)],
);
