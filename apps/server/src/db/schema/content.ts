import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { creators, shows } from './creators';
import { players } from './players';

/** Articles, videos and user posts (spec §3 "Content item"). */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type', { enum: ['article', 'video', 'user_post'] }).notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** Copied from the creator so the feed's "no admin items" rule is served by one index. */
    creatorType: text('creator_type').notNull(),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'set null' }),
    publishedat: timestamp('publishedat', { withTimezone: true }).notNull(),
    title: text('title'),
    searchTitle: text('search_title').notNull().default(''),
    image: text('image'),
    videoid: text('videoid'),
    videoSource: text('video_source', { enum: ['youtube', 'jwplayer', 'hosted'] }),
    playlistid: integer('playlistid'),
    hashtags: text('hashtags'),
    channellogo: text('channellogo'),
    body: text('body'),
    /** Hosted videos (issue 23): length in seconds and the HLS master playlist. */
    duration: real('duration'),
    streamUrl: text('stream_url'),
    featured: boolean('featured').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_feed_idx').on(t.publishedat.desc(), t.id.desc()),
    index('content_type_feed_idx').on(t.contentType, t.publishedat.desc(), t.id.desc()),
    index('content_creator_idx').on(t.creatorId, t.publishedat.desc()),
    index('content_show_idx').on(t.showId, t.publishedat.desc()),
    index('content_videoid_idx').on(t.videoid),
    index('content_featured_idx').on(t.publishedat.desc()).where(sql`${t.featured}`),
    // Search (modules/search): one trigram index per searched type, so a keyword is looked up
    // among that type's titles only (user posts have none). The predicate is written `is true`,
    // as the search writes it, so no btree index can serve it: a plain `content_type = 'video'`
    // looks so selective on an unanalyzed table (PGlite) that the planner would walk the feed
    // index and test every video with the keyword instead.
    index('content_video_search_idx')
      .using('gin', sql`${t.searchTitle} gin_trgm_ops`)
      .where(sql`(${t.contentType} = 'video') is true`),
    index('content_article_search_idx')
      .using('gin', sql`${t.searchTitle} gin_trgm_ops`)
      .where(sql`(${t.contentType} = 'article') is true`),
  ],
);

/** Players tagged in a video (playersByVideoId, videos of a player). */
export const contentPlayers = pgTable(
  'content_players',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.playerId] }),
    index('content_players_player_idx').on(t.playerId, t.contentId),
  ],
);

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    featured: boolean('featured').notNull().default(false),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_featured_idx').on(t.featured)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.contentId] }),
    index('playlist_items_order_idx').on(t.playlistId, t.position),
  ],
);
