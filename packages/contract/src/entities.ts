import { z } from 'zod';
import { isoDate } from './common';

export const creatorTypes = ['show', 'player', 'creator', 'admin'] as const;
export const creatorTypeSchema = z.enum(creatorTypes);
export type CreatorType = z.infer<typeof creatorTypeSchema>;

export const creatorSchema = z.object({
  id: z.number().int(),
  type: creatorTypeSchema,
  displayname: z.string(),
  profile_key: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable().optional(),
  fan_count: z.number().int().optional(),
});
export type Creator = z.infer<typeof creatorSchema>;

export const contentTypes = ['article', 'video', 'user_post'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;
/** `hosted`: a video uploaded to Hoopdex and streamed as HLS from our own media (issue 23). */
export const videoSources = ['youtube', 'jwplayer', 'hosted'] as const;
export const videoSourceSchema = z.enum(videoSources);
export type VideoSource = z.infer<typeof videoSourceSchema>;

export const contentBodySchema = z.object({
  title: z.string().nullable(),
  image: z.string().nullable(),
  videoid: z.string().nullable(),
  playlistid: z.number().int().nullable(),
  /** Comma-separated, as the spec stores it. */
  hashtags: z.string().nullable(),
  channellogo: z.string().nullable(),
  type: videoSourceSchema.nullable(),
  body: z.string().nullable(),
  /** Hosted videos only: length in seconds. */
  duration: z.number().nullable().optional(),
  /** Hosted videos only: the HLS master playlist (`/media/hosted/{id}/master.m3u8`). */
  stream_url: z.string().nullable().optional(),
});
export type ContentBody = z.infer<typeof contentBodySchema>;

export const contentItemSchema = z.object({
  id: z.number().int(),
  content_type: contentTypeSchema,
  creator: creatorSchema,
  publishedat: isoDate,
  featured: z.boolean(),
  like_count: z.number().int(),
  view_count: z.number().int(),
  content: contentBodySchema,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const showSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  cardimage: z.string().nullable(),
  description: z.string().nullable(),
  shortdescription: z.string().nullable(),
  longdescription: z.string().nullable(),
  creator_id: z.number().int().nullable(),
});
export type Show = z.infer<typeof showSchema>;

export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  logo: z.string().nullable().optional(),
});
export type League = z.infer<typeof leagueSchema>;

export const positions = ['Guard', 'Forward', 'Center'] as const;
export const schoolYears = ['Freshman', 'Sophomore', 'Junior', 'Senior'] as const;

export const playerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  team_name: z.string().nullable(),
  imageuri: z.string().nullable(),
  trending_rank: z.number().int().nullable(),
  team_logo: z.string().nullable(),
  league_logo: z.string().nullable(),
  league_id: z.number().int(),
  league_name: z.string(),
  position: z.string().nullable(),
  school_year: z.string().nullable(),
  height_in: z.number().int().nullable(),
  weight_lbs: z.number().int().nullable(),
  school: z.string().nullable(),
  hometown: z.string().nullable(),
  jersey: z.string().nullable(),
  bio: z.string().nullable(),
  fan_count: z.number().int(),
});
export type Player = z.infer<typeof playerSchema>;

export const draftPickSchema = z.object({
  draftposition: z.number().int(),
  draftyear: z.number().int(),
  imageuri: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  school: z.string().nullable(),
  /** Hoopdex Value, whole dollars a year (null: no games yet); issue 33. */
  value: z.number().int().nullable().optional(),
});
export type DraftPick = z.infer<typeof draftPickSchema>;
export const draftYearSchema = z.object({ year: z.number().int() });
export type DraftYear = z.infer<typeof draftYearSchema>;

export const playlistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  featured: z.boolean(),
  items: z.array(contentItemSchema).optional(),
});
export type Playlist = z.infer<typeof playlistSchema>;

export const followTypes = ['player', 'creator', 'show'] as const;
export const followTypeSchema = z.enum(followTypes);
export type FollowType = z.infer<typeof followTypeSchema>;
