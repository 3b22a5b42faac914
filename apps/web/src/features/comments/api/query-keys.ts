/** Query keys of the comments of one item. */
export const commentKeys = { list: (contentId: number) => ['comments', 'list', contentId] as const };
