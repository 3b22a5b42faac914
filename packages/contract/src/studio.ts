import { z } from 'zod';
import { pagingQuery } from './common';
import { contentTypeSchema, videoSourceSchema } from './entities';
import { creatorText, youtubeIdSchema } from './notifications';

// Routes (all answer { data, rowCount }; bad input 400 { errors: [{ msg, param }] }):
//   POST   /api/me/content                 createContentBody        → createdContentSchema
//   GET    /api/me/content                 studioListQuery          → studioListSchema
//   GET    /api/me/content/{id}                                     → studioItemSchema
//   PATCH  /api/me/content/{id}            updateContentBody        → studioItemSchema
//   DELETE /api/me/content/{id}                                     → { id, deleted: true }
//   POST   /api/me/content/{id}/retry|cancel (hosted video)         → transcodeActionSchema
//   GET    /api/me/content/{id}/analytics  analyticsQuery           → contentAnalyticsSchema
//   GET    /api/me/uploads/limits                                   → uploadLimitsSchema
//   POST   /api/me/images                  multipart `file` or raw  → uploadedImageSchema
//   POST   /api/content/{id}/reports       reportBody               → reportCreatedSchema
//   POST   /api/content/{id}/progress      watchProgressBody        → watchProgressSchema
//   GET    /api/admin/reports              adminReportsQuery        → reportedItemSchema[]
//   POST   /api/admin/content/{id}/hide|restore  moderationBody     → moderationResultSchema
//   tus 1.0 at /api/uploads (bearer token): POST creates (Upload-Length, Upload-Metadata
//   filename + filetype), HEAD /api/uploads/{id} gives the offset, PATCH appends.
//   Media: /media/hosted/{contentId}/master.m3u8, poster.jpg, thumbs.jpg (Range, immutable).
//
// Creator Studio (issue 23): one's own items, hosted video uploads, article images, reports,
// moderation and per-item analytics. Uploads themselves speak tus 1.0 at /api/uploads (POST to
// create, HEAD for the offset, PATCH to append); their id is what `upload_id` names here.

/** Where an item stands, as the Studio lists it. */
export const studioStatuses = [
  'draft',
  'scheduled',
  'processing',
  'ready',
  'failed',
  'published',
  'hidden',
] as const;
export const studioStatusSchema = z.enum(studioStatuses);
export type StudioStatus = z.infer<typeof studioStatusSchema>;

/**
 * What an author may ask for: keep it a draft or publish (now, at `publish_at`, or when ready).
 * Omitted on create: published (as POST /api/me/content always did).
 */
export const publishIntentSchema = z.enum(['draft', 'published']);

export const TITLE_MAX = 200;
export const ARTICLE_HTML_MAX = 200_000;
export const MAX_PLAYER_TAGS = 20;
export const MAX_HASHTAGS = 20;

const title = creatorText(TITLE_MAX).pipe(z.string().min(1, 'Title is required'));
/** Player slugs; an unknown slug is a 400 that names it. */
const playerTags = z.array(z.string().trim().min(1).max(200)).max(MAX_PLAYER_TAGS);
/** Without the `#`: letters, digits and underscores. */
const hashtags = z
  .array(z.string().regex(/^[\p{L}\p{N}_]{1,50}$/u, 'a hashtag is letters, digits or _'))
  .max(MAX_HASHTAGS);
/** A picture from our own media (`/media/uploads/...`, from POST /api/me/images). */
const ownImage = z
  .string()
  .max(500)
  .regex(/^\/media\/uploads\/[A-Za-z0-9/_.-]+$/, 'must be an image uploaded to Hoopdex');
/** ISO date-time with offset; in the past is a 400 ("must be in the future"). */
const publishAt = z.iso.datetime({ offset: true });
/** A tus upload id (as `Location: /api/uploads/{id}` gave it). */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be an upload id');

const common = {
  players: playerTags.optional(),
  hashtags: hashtags.optional(),
  status: publishIntentSchema.optional(),
  publish_at: publishAt.nullable().optional(),
};

/**
 * POST /api/me/content. An article's body is HTML from the editor; the server sanitizes it (the
 * stored form keeps headings, lists, quotes, links, bold/italic, our own images and
 * `/player/{slug}` mention links). A video is either a hosted upload (`upload_id`) or a YouTube id.
 */
export const createContentBody = z.discriminatedUnion('content_type', [
  z
    .object({
      content_type: z.literal('article'),
      title,
      body: z.string().max(ARTICLE_HTML_MAX, `must be at most ${ARTICLE_HTML_MAX} characters`),
      image: ownImage.nullable().optional(),
      ...common,
    })
    .strict(),
  z
    .object({
      content_type: z.literal('video'),
      title,
      upload_id: uploadIdSchema.optional(),
      videoid: youtubeIdSchema.optional(),
      body: creatorText(5_000).optional(),
      ...common,
    })
    .strict()
    .refine((v) => (v.upload_id == null) !== (v.videoid == null), {
      message: 'Give either upload_id (a hosted upload) or videoid (YouTube)',
      path: ['upload_id'],
    }),
  z
    .object({
      content_type: z.literal('user_post'),
      body: creatorText(2_000).pipe(z.string().min(1, 'Body is required')),
      image: ownImage.nullable().optional(),
      ...common,
    })
    .strict(),
]);
export type CreateContentBody = z.infer<typeof createContentBody>;

export const createdContentSchema = z.object({
  id: z.number().int(),
  status: studioStatusSchema,
  /** Set when published now: the public id, its page, how many followers were alerted. */
  content_id: z.number().int().nullable().optional(),
  path: z.string().nullable().optional(),
  notified: z.number().int().optional(),
});
export type CreatedContent = z.infer<typeof createdContentSchema>;

/** PATCH /api/me/content/{id}: any subset; `status: 'draft'` unpublishes. */
export const updateContentBody = z
  .object({
    title: title.optional(),
    body: z.string().max(ARTICLE_HTML_MAX).optional(),
    image: ownImage.nullable().optional(),
    ...common,
  })
  .strict();
export type UpdateContentBody = z.infer<typeof updateContentBody>;

export const taggedPlayerSchema = z.object({ slug: z.string(), name: z.string() });

/** A hosted or linked video as the Studio sees it. */
export const studioVideoSchema = z.object({
  type: videoSourceSchema,
  videoid: z.string().nullable(),
  /** Hosted: HLS master playlist, null until ready. */
  stream_url: z.string().nullable(),
  duration: z.number().nullable(),
  /** Scrub thumbnails sprite (hosted, once ready): a grid of `columns` × n frames every `interval` s. */
  thumbnails: z
    .object({
      url: z.string(),
      interval: z.number(),
      columns: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
});

/** GET /api/me/content/{id} and the list's rows. */
export const studioItemSchema = z.object({
  /** The Studio's id (the /api/me/content/{id} calls). */
  id: z.number().int(),
  /** The public item's id (/api/content, reports, /article/{id}) while published, else null. */
  content_id: z.number().int().nullable(),
  /** Where the public item is read, while published. */
  path: z.string().nullable(),
  content_type: contentTypeSchema,
  status: studioStatusSchema,
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** Poster (video) or lead image (article/post). */
  image: z.string().nullable(),
  players: z.array(taggedPlayerSchema),
  hashtags: z.array(z.string()),
  publish_at: z.string().nullable(),
  publishedat: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Transcode progress 0–100 while processing, else null. */
  progress: z.number().nullable(),
  /** Why a transcode failed (failed) or why an admin hid the item (hidden). */
  status_message: z.string().nullable(),
  video: studioVideoSchema.nullable(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

/** GET /api/me/content: `q` searches titles and bodies; counts are per status, ignoring `status`. */
export const studioListQuery = pagingQuery.extend({
  status: studioStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export const studioListSchema = z.object({
  items: z.array(studioItemSchema),
  counts: z.record(studioStatusSchema, z.number().int()),
});
export type StudioList = z.infer<typeof studioListSchema>;

/** GET /api/me/uploads/limits: what the upload form checks before it starts. */
export const uploadLimitsSchema = z.object({
  max_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  used_bytes: z.number().int(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/**
 * POST /api/me/images (multipart field `file`, or the raw image as the body with its
 * Content-Type): resized into responsive widths (WebP and the source format), EXIF/GPS stripped.
 */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ width: z.number().int(), url: z.string(), format: z.string() })),
  /** Ready for `<img srcset>` (WebP widths). */
  srcset: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const reportReasons = [
  'spam',
  'abuse',
  'violence',
  'copyright',
  'misleading',
  'other',
] as const;
/** POST /api/content/{id}/reports (signed in). One open report per user and item. */
export const reportBody = z
  .object({
    reason: z.enum(reportReasons),
    note: creatorText(1_000).optional(),
  })
  .strict();
export const reportCreatedSchema = z.object({ id: z.number().int() });

/** GET /api/admin/reports: items with open reports, most reported first. */
export const adminReportsQuery = pagingQuery.extend({
  state: z.enum(['open', 'hidden', 'all']).optional(),
});
export const reportedItemSchema = z.object({
  content_id: z.number().int(),
  content_type: contentTypeSchema,
  title: z.string().nullable(),
  creator: z.object({ id: z.number().int(), displayname: z.string() }),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  report_count: z.number().int(),
  reports: z.array(
    z.object({
      reason: z.enum(reportReasons),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** POST /api/admin/content/{id}/hide|restore: the reason is shown to the author. */
export const moderationBody = z
  .object({ reason: creatorText(500).pipe(z.string().min(1, 'Reason is required')) })
  .strict();
export const moderationResultSchema = z.object({
  id: z.number().int(),
  hidden: z.boolean(),
  reason: z.string(),
});

/** POST /api/content/{id}/progress from the player; `session` is a random id per playback. */
export const watchProgressBody = z
  .object({
    session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a playback session id'),
    position: z.number().min(0).max(86_400),
    duration: z.number().min(0.1).max(86_400),
  })
  .strict();
export const watchProgressSchema = z.object({ watched_pct: z.number() });

/** GET /api/me/content/{id}/analytics?days=30 */
export const analyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).optional(),
});
const analyticsCounts = {
  views: z.number().int(),
  unique_viewers: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  followers_gained: z.number().int(),
};
export const contentAnalyticsSchema = z.object({
  totals: z.object({
    ...analyticsCounts,
    /** Hosted video only: mean furthest-watched share of the video, 0–100; null otherwise. */
    avg_watch_pct: z.number().nullable(),
  }),
  by_day: z.array(z.object({ date: z.string(), ...analyticsCounts })),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

/** Actions on a hosted video's transcode: POST /api/me/content/{id}/retry and /cancel. */
export const transcodeActionSchema = z.object({ id: z.number().int(), status: studioStatusSchema });
