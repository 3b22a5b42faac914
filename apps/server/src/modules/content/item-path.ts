import { paths } from '@hoopdex/contract/spa-paths';

/**
 * Where a public item is read (a post has no page of its own: its creator's page shows it).
 * Shared by publishing (alerts, the Studio list) and the players' timelines.
 */
export function itemPath(
  item: { contentType: string; videoid: string | null; contentId: number | null },
  profileKey: string,
): string {
  if (item.contentType === 'video') return paths.video(item.videoid ?? '');
  if (item.contentType === 'article' && item.contentId != null)
    return paths.article(item.contentId);
  return paths.creator(profileKey);
}
