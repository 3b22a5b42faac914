import { z } from 'zod';
import { contentItemSchema, creatorSchema } from './entities';
import { playerSummarySchema, showDetailSchema } from './content';
import { MAX_LIMIT } from './common';

export const searchGroups = ['players', 'videos', 'creators', 'shows', 'articles'] as const;
export const searchGroupSchema = z.enum(searchGroups);
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** `only[]=videos&only[]=players` arrives as a string or an array. */
const groupList = z
  .union([searchGroupSchema, z.array(searchGroupSchema).max(searchGroups.length)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

export const searchQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, 'keyword is required')
    .max(100, 'keyword is at most 100 characters'),
  /** Result groups to return; default players and videos. */
  'only[]': groupList.optional(),
  only: groupList.optional(),
  /** Accepted as a synonym of only[] (the original client sends either). */
  'fields[]': groupList.optional(),
  fields: groupList.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  token: z.string().max(5000).optional(),
});

export const searchResultSchema = z.object({
  players: z.array(playerSummarySchema).optional(),
  videos: z.array(contentItemSchema).optional(),
  creators: z.array(creatorSchema).optional(),
  shows: z.array(showDetailSchema).optional(),
  articles: z.array(contentItemSchema).optional(),
  /** Total matches per returned group; the envelope's rowCount is their sum. */
  counts: z.partialRecord(searchGroupSchema, z.number().int().nonnegative()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
