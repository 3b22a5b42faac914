/** Query keys of the likes: one item's status and the user's list. */
export const likeKeys = {
  status: (contentId: number) => ['likes', 'status', contentId] as const,
  list: () => ['likes', 'list'] as const,
};
