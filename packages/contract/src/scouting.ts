import { z } from 'zod';
import { isoDate } from './common';
import { SCOUT_LIST_NAME_MAX, SCOUT_NOTE_MAX } from './field-limits';
import { statPlayerSchema } from './stat-tables';
import { intervalCodeSchema } from './stats';

// Scouting tools (scout or admin role). Everything is private to its author.

export const scoutGradeSchema = z.number().int().min(1).max(5);

export const scoutNoteSchema = z.object({
  player_slug: z.string(),
  note: z.string(),
  grade: scoutGradeSchema.nullable(),
  /** Shown on the scout's public boards; private notes never leave the scout's own calls. */
  is_public: z.boolean(),
  updated_at: isoDate,
});
export type ScoutNote = z.infer<typeof scoutNoteSchema>;

/** PUT /api/scouting/notes/:playerSlug (upsert). */
export const scoutNoteBodySchema = z.object({
  note: z.string().max(SCOUT_NOTE_MAX).default(''),
  grade: scoutGradeSchema.nullable().default(null),
  is_public: z.boolean().default(false),
});

export const scoutBoardItemSchema = z.object({
  position: z.number().int(),
  player: statPlayerSchema.extend({ player_id: z.number().int() }),
});

export const scoutBoardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  item_count: z.number().int(),
  /** The public read-only link's token (/board/{token}); null while the board is private. */
  share_token: z.string().nullable(),
  /** Present on the detail call, in board order. */
  items: z.array(scoutBoardItemSchema).optional(),
});
export type ScoutBoard = z.infer<typeof scoutBoardSchema>;

export const scoutBoardBodySchema = z.object({ name: z.string().trim().min(1).max(SCOUT_LIST_NAME_MAX) });

/** PUT /api/scouting/boards/:id/items: the whole board, in order (reorder = send it again). */
export const scoutBoardItemsBodySchema = z.object({
  slugs: z
    .array(z.string().min(1).max(200))
    .max(500)
    .refine((s) => new Set(s).size === s.length, 'a player appears once on a board'),
});

// Ids are PostgreSQL integers: past 2^31 - 1 is a 400, not a database error.
export const boardIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const savedFilterBodySchema = z.object({
  name: z.string().trim().min(1).max(SCOUT_LIST_NAME_MAX),
  league_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  interval_code: intervalCodeSchema.default('latest_season'),
  filter: z.record(z.string(), z.unknown()).default({}),
  sort: z.record(z.string(), z.enum(['asc', 'desc'])).default({}),
  columns: z.array(z.string().max(60)).max(100).default([]),
});

export const savedFilterSchema = savedFilterBodySchema.extend({
  id: z.number().int(),
  created_at: isoDate,
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

// Public boards (issue 16): a scout shares a board read-only through an unguessable link.

/** GET /api/boards/:token. Any unknown, revoked or malformed token is the same 404. */
export const publicBoardParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The season figures a public board shows per player (null: no games). */
export const publicBoardStatsSchema = z.object({
  games_played: z.number().int(),
  pts_average: z.number().nullable(),
  reb_average: z.number().nullable(),
  ast_average: z.number().nullable(),
  fg_percent_average: z.number().nullable(),
  performance: z.number().nullable(),
});

export const publicBoardItemSchema = z.object({
  position: z.number().int(),
  player: statPlayerSchema,
  stats: publicBoardStatsSchema,
  /** The scout's note only when they marked it public. */
  note: z.object({ note: z.string(), grade: scoutGradeSchema.nullable() }).nullable(),
});

export const publicBoardSchema = z.object({
  name: z.string(),
  updated_at: isoDate,
  item_count: z.number().int(),
  items: z.array(publicBoardItemSchema),
});
export type PublicBoard = z.infer<typeof publicBoardSchema>;
