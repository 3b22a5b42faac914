import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/**
 * A user follows a player, creator or show. target_id is the id in that type's table; the
 * primary key makes a second follow a no-op (idempotent writes).
 */
export const follows = pgTable(
  'follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followType: text('follow_type', { enum: ['player', 'creator', 'show'] }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.followType, t.targetId] }),
    index('follows_target_idx').on(t.followType, t.targetId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('likes_content_idx').on(t.contentId),
  ],
);

/** Comments by signed-in users (user_id) or guests (guest_name, via the guest login). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_content_idx').on(t.contentId, t.createdAt)],
);

export const videoViews = pgTable(
  'video_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_views_content_idx').on(t.contentId, t.viewedAt)],
);
