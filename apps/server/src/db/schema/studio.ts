import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';
import { creators } from './creators';

/**
 * An author's own item as the Creator Studio edits it (issue 23). The public `content_items` row
 * exists only while the item is published: drafts, scheduled, processing and hidden items never
 * reach a feed, a search or a player's list, because those read content_items alone.
 */
export const studioItems = pgTable(
  'studio_items',
  {
    id: serial('id').primaryKey(),
    /** Null for an item an admin hid that was never made in the Studio (seeded, imported). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** The public row while published; kept as the item's public id across unpublish/publish. */
    contentId: integer('content_id'),
    contentType: text('content_type', { enum: ['article', 'video', 'user_post'] }).notNull(),
    status: text('status', {
      enum: ['draft', 'scheduled', 'processing', 'ready', 'failed', 'published', 'hidden'],
    })
      .notNull()
      .default('draft'),
    /** A video still processing publishes itself once ready when this is set. */
    publishWhenReady: boolean('publish_when_ready').notNull().default(false),
    title: text('title'),
    body: text('body'),
    image: text('image'),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    playerIds: integer('player_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedat: timestamp('publishedat', { withTimezone: true }),
    /** Why a transcode failed, or why an admin hid the item (the author reads it). */
    statusMessage: text('status_message'),
    videoSource: text('video_source', { enum: ['youtube', 'jwplayer', 'hosted'] }),
    videoid: text('videoid'),
    uploadId: text('upload_id'),
    duration: real('duration'),
    streamUrl: text('stream_url'),
    thumbnails: jsonb('thumbnails'),
    /** Bytes this item keeps in storage (upload and renditions): the quota counts them. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_items_user_idx').on(t.userId, t.updatedAt.desc()),
    index('studio_items_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('studio_items_content_idx').on(t.contentId),
  ],
);

/** tus uploads and who made them: another user's id is a 403, the quota sums their sizes. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    filename: text('filename'),
    filetype: text('filetype'),
    /** Set when the last byte arrived (tus onUploadFinish): only then may an item take it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set once a content item took the upload (it cannot be used twice). */
    studioItemId: integer('studio_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId)],
);

/**
 * Durable media jobs (transcodes), claimed with a lease like the mail jobs: any instance takes a
 * queued job or one whose lease ran out (its runner died), so a restart resumes the work.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: serial('id').primaryKey(),
    studioItemId: integer('studio_item_id')
      .notNull()
      .references(() => studioItems.id, { onDelete: 'cascade' }),
    /** What the job does: a transcode, or a kind a module registered (film_sync). */
    kind: text('kind').notNull().default('transcode'),
    /** The kind's own arguments (film_sync: the game). */
    payload: jsonb('payload'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    progress: real('progress').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('media_jobs_item_idx').on(t.studioItemId),
  ],
);

/** A report of an item by a signed-in user (one per user and item). */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: a hidden item's public row is gone, its reports stay for the queue. */
    contentId: integer('content_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_reports_content_idx').on(t.contentId, t.userId)],
);

/** Furthest point a playback session reached in a hosted video (average watch %). */
export const watchProgress = pgTable(
  'watch_progress',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    session: text('session').notNull(),
    userId: text('user_id'),
    maxPct: real('max_pct').notNull(),
    day: text('day').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watch_progress_session_idx').on(t.contentId, t.session)],
);
