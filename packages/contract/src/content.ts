import { z } from 'zod';
import { pagingQuery } from './common';
import { contentItemSchema, contentTypeSchema, creatorSchema, showSchema } from './entities';

// Query, body and response schemas of the content calls (/api/content, videos, articles, user
// posts, creators, shows, playlists). `sort` and `filter` are JSON strings whose allow-lists the
// server adds per resource; here they are plain strings so the web can build them.

const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'must be one id or up to 100 comma-joined ids')
  .transform((s) => s.split(',').map(Number))
  // Ten digits reach past the integer column (2^31 - 1): a 400, not a database error.
  .refine((ids) => ids.every((n) => n <= 2_147_483_647), 'ids must be at most 2147483647');

/** `content_type=article,video`: comma-joined content types. */
export const contentTypeList = z
  .string()
  .transform((s) => s.split(',').map((t) => t.trim()))
  .pipe(z.array(contentTypeSchema).min(1).max(3));

export const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

export const listQuery = pagingQuery.extend({
  sort: z.string().max(500).optional(),
  filter: z.string().max(2000).optional(),
  /** The original client appends its ID token; accepted and ignored (the bearer header counts). */
  token: z.string().max(5000).optional(),
});

export const contentListQuery = listQuery.extend({
  id: idList.optional(),
  content_type: contentTypeList.optional(),
  creatorId: positiveId.optional(),
  showId: positiveId.optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `feed=home`: articles and videos, newest first, without admin-creator items. */
  feed: z.enum(['home']).optional(),
});
export type ContentListQuery = z.input<typeof contentListQuery>;

export const idParams = z.object({ id: positiveId });
/** Videos are addressed by numeric id or by their player's video id (/video/{videoid}). */
export const videoKeyParams = z.object({ id: z.string().min(1).max(200) });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** One of creatorId or slug is required (the server answers 400 naming creatorId otherwise). */
export const creatorContentQuery = listQuery.extend({
  creatorId: positiveId.optional(),
  slug: z.string().min(1).max(200).optional(),
});

export const creatorListQuery = listQuery.extend({
  type: z.enum(['show', 'player', 'creator', 'admin']).optional(),
});

/** A player as cards and search show it (spec §3 "Player"). */
export const playerSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  team_name: z.string().nullable(),
  imageuri: z.string().nullable(),
  trending_rank: z.number().int().nullable(),
  team_logo: z.string().nullable(),
  league_logo: z.string().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const videoWithPlayersSchema = contentItemSchema.extend({
  players: z.array(playerSummarySchema),
});
export type VideoWithPlayers = z.infer<typeof videoWithPlayersSchema>;

export const playersByVideoQuery = z.object({ id: z.string().min(1).max(200) });
export const videosByPlayerQuery = listQuery.extend({ playerId: positiveId });

export const videoAnalyticsBody = z.object({ contentId: positiveId });
export const videoViewSchema = z.object({
  contentId: z.number().int(),
  view_count: z.number().int(),
});

export const creatorDetailSchema = creatorSchema.extend({
  fan_count: z.number().int(),
  label: z.string().nullable(),
});
export const showDetailSchema = showSchema.extend({ fan_count: z.number().int() });
export type ShowDetail = z.infer<typeof showDetailSchema>;
/** Shows are addressed by numeric id (a show creator's profile_key) or slug. */
export const showKeyParams = z.object({ id: z.string().min(1).max(200) });
