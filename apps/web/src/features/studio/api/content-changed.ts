import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../content';
import { creatorKeys } from '../../creators';
import { likeKeys } from '../../likes';
import { playerKeys } from '../../players';
import { searchKeys } from '../../search';
import { studioKeys } from './studio-keys';

// What each Studio write changes on the site (decision 0015: the mutation's own feature knows).
// Invalidations are not awaited: the form is free as soon as the write is answered, and an
// unobserved query (the home feed while the Studio is open) is only marked stale, to be read
// again when its page next shows.

/** A draft saved (or a video to retry): the Studio's lists, their counts and the item. */
export function studioItemChanged(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: studioKeys.item(id) });
}

/**
 * An item was published, scheduled, updated while live, unpublished or deleted: every public
 * read that may list it, as the server's `dropPublicContent` drops its caches. The feeds (the
 * author's home feed too: fresh for 30 minutes otherwise), creator and show pages, video and
 * article pages (contentKeys.all), the timelines of the players it tags or tagged, the players
 * a creator covers (read from their videos' tags) and search answers.
 */
export function publicContentChanged(queryClient: QueryClient) {
  for (const queryKey of [
    contentKeys.all,
    playerKeys.timelines(),
    creatorKeys.coveredPlayers(),
    searchKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** A deleted item also leaves the lists of those who liked it. */
export function contentRemoved(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: studioKeys.item(id) });
  studioItemChanged(queryClient);
  publicContentChanged(queryClient);
  void queryClient.invalidateQueries({ queryKey: likeKeys.list() });
}
