import type { FollowType } from '@hoopdex/contract';

/** Query keys of the follows: one follow's status and the user's list. */
export const followKeys = {
  all: ['follows'] as const,
  status: (followType: FollowType, slug: string) => ['follows', 'status', followType, slug] as const,
  list: () => ['follows', 'list'] as const,
};
