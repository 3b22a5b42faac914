import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ClockRegion, FilmAnchor } from '@hoopdex/contract';
import { games } from './stats';
import { studioItems } from './studio';

/** A manual sync point as stored: the clock in tenths. */
export interface StoredSyncPoint {
  period: number;
  clockTenths: number;
  videoTime: number;
}

/**
 * A game's film (decision 0023): the hosted video (a Studio item) that shows the game, and the
 * map the sync job built from the on-screen clock to the film's time. One film per game; the
 * clips of the plays are computed on read from `map` (cached), so a re-import of the
 * play-by-play needs no re-sync.
 */
export const gameFilms = pgTable(
  'game_films',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Deleting the video deletes the film. */
    studioItemId: integer('studio_item_id')
      .notNull()
      .references(() => studioItems.id, { onDelete: 'cascade' }),
    /** The sync's own state; the transcode's is the item's status. */
    state: text('state', { enum: ['queued', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    message: text('message'),
    clockRegion: jsonb('clock_region').$type<ClockRegion>(),
    syncPoints: jsonb('sync_points').$type<StoredSyncPoint[]>().notNull().default([]),
    /** Clock readings in game order (FilmAnchor): what clipFor reads. */
    map: jsonb('map').$type<FilmAnchor[]>().notNull().default([]),
    /** Frames the sync sampled, and those whose clock it read and kept. */
    framesSampled: integer('frames_sampled'),
    framesRead: integer('frames_read'),
    /**
     * The part of the picture the sync read (issue 29): found by the sync when no region was
     * given, or the clock and period found inside a given region; null before a sync.
     */
    readRegion: jsonb('read_region').$type<ClockRegion>(),
    /** True when nobody gave a region and the sync found the scoreboard itself. */
    regionFound: boolean('region_found').notNull().default(false),
    /** The region's text as read most often (up to three lines): what a person can check. */
    ocrSeen: jsonb('ocr_seen').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_films_item_idx').on(t.studioItemId)],
);
