import { z } from 'zod';
import { isoDate } from './common';
import { followTypeSchema } from './entities';
import { COMMENT_MAX, GUEST_NAME_MAX } from './field-limits';

// Follows, likes and comments (the me/* calls and the comments guest login).

export const followBody = z.object({
  slug: z.string().min(1).max(200),
  followType: followTypeSchema,
});
export const followStatusQuery = followBody;
export const followStatusSchema = z.object({ following: z.boolean(), fan_count: z.number().int() });
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** One of the user's follows with what a card needs of the followed player, creator or show. */
export const followListItemSchema = z.object({
  followType: followTypeSchema,
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  fan_count: z.number().int(),
  followed_at: isoDate,
});
export type FollowListItem = z.infer<typeof followListItemSchema>;

export const likeBody = z.object({ contentId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const likeStatusQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const likeStatusSchema = z.object({ liked: z.boolean(), like_count: z.number().int() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

export { COMMENT_MAX };
export const commentBody = z.object({ body: z.string().trim().min(1).max(COMMENT_MAX) });
export const commentSchema = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  author: z.object({ name: z.string(), guest: z.boolean() }),
  body: z.string(),
  created_at: isoDate,
});
export type Comment = z.infer<typeof commentSchema>;

export const guestLoginBody = z.object({ displayName: z.string().trim().min(1).max(GUEST_NAME_MAX) });
export const guestTokenSchema = z.object({ guestToken: z.string(), expires_at: isoDate });
