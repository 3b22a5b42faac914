import { z } from 'zod';
import { isoDate, pagingQuery } from './common';

// Alerts (issue 15): a followed player's big game, a followed creator's or show's new post, a
// player on one of the user's scouting boards becoming a weekly riser, delivered to an inbox,
// live over Server-Sent Events and by e-mail.

export const notificationKinds = [
  'big_game',
  'creator_post',
  'weekly_riser',
  /** A followed player's rest-of-season projection moved past its 80 % range (decision 0033). */
  'projection_jump',
  /** A followed player's Hoopdex Value moved by 10 % or more (issue 33, decision 0033). */
  'value_move',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** One notification of the signed-in user. Text is plain (never HTML): the page escapes it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  /** "Zed Star had a big game", "Film Room published a video". */
  title: z.string(),
  /** The event's own line: the game's headline ("34 PTS, 11 REB") or the post's title. */
  body: z.string().nullable(),
  /** The site path the notification leads to (player game, video, article, creator page). */
  path: z.string(),
  image: z.string().nullable(),
  created_at: isoDate,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications: newest first; `unread=true` keeps only the unread ones. */
export const notificationsQuery = pagingQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});

/** GET /api/me/notifications/unread-count. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/me/notifications/read: the ids to mark, or all of the user's notifications. */
export const markReadBody = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadResultSchema = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** How a user wants notifications by e-mail: none, one mail per event, or one daily digest. */
export const emailModes = ['off', 'each', 'digest'] as const;
export const emailModeSchema = z.enum(emailModes);
export type EmailMode = z.infer<typeof emailModeSchema>;

export const notificationSettingsSchema = z.object({ email: emailModeSchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsBody = z.object({ email: emailModeSchema }).strict();

/** A control character other than tab, line feed and carriage return (which text may hold). */
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
};

/** Plain text a creator writes: trimmed, no control characters but line breaks and tabs. */
export const creatorText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => ![...s].some(isControl), { message: 'must not contain control characters' });

/** A YouTube video id (11 characters of its URL-safe alphabet). */
export const youtubeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube video id');

/**
 * POST /api/me/content: a creator, show or player-linked user publishes. An article needs a
 * title and body, a video a title and its YouTube id, a post a body.
 */
export const publishContentBody = z.discriminatedUnion('content_type', [
  z
    .object({
      content_type: z.literal('article'),
      title: creatorText(200).pipe(z.string().min(1, 'Title is required')),
      body: creatorText(20_000).pipe(z.string().min(1, 'Body is required')),
    })
    .strict(),
  z
    .object({
      content_type: z.literal('video'),
      title: creatorText(200).pipe(z.string().min(1, 'Title is required')),
      videoid: youtubeIdSchema,
      body: creatorText(5_000).optional(),
    })
    .strict(),
  z
    .object({
      content_type: z.literal('user_post'),
      body: creatorText(2_000).pipe(z.string().min(1, 'Body is required')),
    })
    .strict(),
]);
export type PublishContentBody = z.infer<typeof publishContentBody>;

export const publishedContentSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(['article', 'video', 'user_post']),
  path: z.string(),
  /** How many followers were notified. */
  notified: z.number().int().nonnegative(),
});
export type PublishedContent = z.infer<typeof publishedContentSchema>;
