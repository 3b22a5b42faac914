import type { FollowListItem } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

/** GET /api/me/userFollows: the players, creators and shows the user follows. */
export const getMyFollows = async () =>
  (await api.get<FollowListItem[]>('/me/userFollows', { auth: true })).data ?? [];
