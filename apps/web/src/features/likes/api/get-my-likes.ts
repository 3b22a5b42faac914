import type { ContentItem } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

/** GET /api/me/likes: the user's liked videos and articles, newest first (the profile shows 50). */
export const getMyLikes = async () =>
  (await api.get<ContentItem[]>('/me/likes', { auth: true, query: { limit: 50 } })).data ?? [];
