import { z } from 'zod';
import { parseClock } from './play-by-play';

// Game film (decision 0023): a hosted video attached to a game, synced to its play-by-play by
// reading the on-screen game clock. Plays then carry `video` (play-by-play.ts).

export const filmStates = ['queued', 'processing', 'ready', 'failed'] as const;
export type FilmState = (typeof filmStates)[number];

/** Where the scoreboard's period and clock are, in the source video's pixels. */
export const clockRegionSchema = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  w: z.number().int().min(8, 'must be at least 8 pixels wide'),
  h: z.number().int().min(8, 'must be at least 8 pixels tall'),
});
export type ClockRegion = z.infer<typeof clockRegionSchema>;

/** `x,y,w,h` in a query string. */
export const clockRegionText = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim());
    const nums = parts.map(Number);
    if (parts.length !== 4 || nums.some((n) => !Number.isInteger(n) || n < 0)) {
      ctx.addIssue({ code: 'custom', message: 'must be x,y,w,h in whole pixels' });
      return z.NEVER;
    }
    const [x, y, w, h] = nums as [number, number, number, number];
    return { x, y, w, h };
  })
  .pipe(clockRegionSchema);

/**
 * A manual sync point: the film second at which the clock read `clock` (`MM:SS` or `SS.t`, as in
 * the play-by-play) in `period`. Points override what OCR read and place plays where it read
 * nothing.
 */
export const syncPointSchema = z.object({
  period: z.number().int().min(1).max(20),
  clock: z
    .string()
    .trim()
    .refine((s) => parseClock(s) !== null, 'must be MM:SS, or SS.t under a minute'),
  video_time: z.number().nonnegative().max(86_400),
});
export type SyncPoint = z.infer<typeof syncPointSchema>;
export const syncPointsSchema = z.array(syncPointSchema).max(500);

/** `sync=[{"period":1,"clock":"11:42","video_time":3.5}]` in a query string. */
export const syncPointsText = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON list of {period, clock, video_time}',
      });
      return z.NEVER;
    }
  })
  .pipe(syncPointsSchema);

/** POST /api/admin/games/{gameId}/film?clock_region=x,y,w,h&sync=[…] (body: the video). */
export const filmUploadQuerySchema = z.object({
  clock_region: clockRegionText.optional(),
  sync: syncPointsText.optional(),
});
export type FilmUploadQuery = z.infer<typeof filmUploadQuerySchema>;

/** POST /api/me/content/{id}/game: attach a ready hosted video of the Studio to a game. */
export const attachFilmBodySchema = z.object({
  game_id: z.number().int().positive().max(2_147_483_647),
  clock_region: clockRegionSchema.optional(),
  sync: syncPointsSchema.optional(),
});
export type AttachFilmBody = z.infer<typeof attachFilmBodySchema>;

/** GET /api/games/{gameId}/film (and the answer of both POSTs). */
export const filmStatusSchema = z.object({
  game_id: z.number().int(),
  state: z.enum(filmStates),
  /** 0–100 over the transcode and the sync together. */
  progress: z.number(),
  /** Why it failed, or what the sync could not do (how much of the clock it read). */
  message: z.string().nullable(),
  /** The Studio item holding the film. */
  studio_item_id: z.number().int(),
  /** The public video item when the film is published; null while it is only in the Studio. */
  content_id: z.number().int().nullable(),
  stream_url: z.string().nullable(),
  poster: z.string().nullable(),
  duration: z.number().nullable(),
  clock_region: clockRegionSchema.nullable(),
  sync: syncPointsSchema,
  /** What OCR read: frames sampled, frames whose clock it could read and kept. */
  ocr: z
    .object({
      frames: z.number().int().nonnegative(),
      read: z.number().int().nonnegative(),
      /** read / frames in percent, one decimal. */
      read_percent: z.number(),
      /** The region's text as read most often (up to three lines), for a person to check. */
      seen: z.array(z.string()),
    })
    .nullable(),
  /**
   * The part of the picture the sync read, in source pixels, with the frame's size (so a page
   * can draw it over the poster): the clock and its period, found inside the given region or,
   * when none was given, found by the sync (`found`). Null before a sync.
   */
  read_region: clockRegionSchema
    .extend({
      frame_w: z.number().int().positive(),
      frame_h: z.number().int().positive(),
      found: z.boolean(),
    })
    .nullable(),
  /** The game's plays, and how many of them have a clip. */
  plays: z.object({
    total: z.number().int().nonnegative(),
    with_video: z.number().int().nonnegative(),
  }),
});
export type FilmStatus = z.infer<typeof filmStatusSchema>;
