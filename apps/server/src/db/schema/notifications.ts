import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  integer,
  bigserial,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { players } from './players';

// Alerts (issue 15, decision 0011). An event is stored once (its text and path); each user it
// reaches gets one small notification row pointing at it. So a big game of a player with 50,000
// followers is one event row and 50,000 narrow rows written by one INSERT … SELECT.

/**
 * Something that happened: a big game (source_id = the box-score line id, stable across
 * re-imports), a published content item (its id) or a weekly riser. (kind, source_id) is unique:
 * the same event produced twice (a re-import, two instances) is one event.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: ['big_game', 'creator_post', 'weekly_riser', 'projection_jump', 'value_move'],
    }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** Plain text; escaped where it is shown (React, escape-html in mails). */
    title: text('title').notNull(),
    body: text('body'),
    /** The site path the event leads to, e.g. /video/{id} or /player/{slug}/statistics?game=. */
    path: text('path').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_events_source_idx').on(t.kind, t.sourceId)],
);

/**
 * One event for one user. unique (user_id, event_id) = unique (user, event kind, event id), since
 * an event row is unique by (kind, source_id): an event notifies a user once.
 * email_state: 'none' (no mail), 'each' or 'digest' (waiting for the mail job; a run claims a
 * row by pushing email_next_at forward, a lease), 'sent', 'failed' (gave up after the retries).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => alertEvents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state').notNull().default('none'),
    emailAttempts: smallint('email_attempts').notNull().default(0),
    emailNextAt: timestamp('email_next_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventId),
    // The inbox, newest first. (The live push's "which of my connected users got event E" is
    // served by the unique index: no index on event_id alone, one fewer to write per row.)
    index('notifications_user_list_idx').on(t.userId, t.id.desc()),
    // The unread badge counts only unread rows of one user.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The mail jobs look only at rows waiting for a mail.
    index('notifications_email_queue_idx')
      .on(t.emailState, t.emailNextAt)
      .where(sql`${t.emailState} in ('each', 'digest')`),
  ],
);

/** A user's alert settings; no row means e-mail off. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email', { enum: ['off', 'each', 'digest'] })
    .notNull()
    .default('off'),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a player's projection and Hoopdex Value stood at their last alert (or first reading):
 * the marks the next move is measured from (decision 0033). One row per followed player; a
 * move alerts once, because the alert moves the mark in the same compare-and-set.
 */
export const playerAlertMarks = pgTable('player_alert_marks', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Rest-of-season points per game (mean) and half its 80 % range, as of projectionAsOf. */
  projectionPts: doublePrecision('projection_pts'),
  projectionHalf: doublePrecision('projection_half'),
  projectionAsOf: date('projection_as_of'),
  /** Hoopdex Value in dollars as of valueAsOf. */
  value: integer('value'),
  valueAsOf: date('value_as_of'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
