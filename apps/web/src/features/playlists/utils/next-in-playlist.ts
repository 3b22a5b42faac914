import type { ContentItem } from '@hoopdex/contract';

/** The id a video's page is linked by: the player's video id, else the content id. */
export const videoKey = (item: ContentItem): string => item.content.videoid ?? String(item.id);

/** The videos after the current one in a playlist (?p=); all of them when the current one is not in it. */
export function nextInPlaylist(items: readonly ContentItem[], currentVideoId: string): ContentItem[] {
  const index = items.findIndex((item) => videoKey(item) === currentVideoId || String(item.id) === currentVideoId);
  return index < 0 ? [...items] : items.slice(index + 1);
}
