import type { Cache } from './lib/cache';
import { playerTimelinesChanged } from './modules/players/players-cache';
import { searchedContentChanged } from './modules/search/search-cache';
import { showEpisodesChanged } from './modules/shows/shows-cache';
import { videosChanged } from './modules/videos/videos-cache';
import { contentItemsChanged } from './modules/content/content-cache';

/**
 * Every public read that may list an item: feeds and items, videos and a video's players, the
 * players' timelines, shows' episodes and search answers. Each module drops its own keys
 * (DESIGN convention 14); the shared cache's invalidation reaches every instance over the bus.
 * Called on publishing's `changed` event (app.ts wires it), not by the content module itself.
 */
export async function dropPublicContent(cache: Cache) {
  await Promise.all([
    contentItemsChanged(cache),
    videosChanged(cache),
    playerTimelinesChanged(cache),
    showEpisodesChanged(cache),
    searchedContentChanged(cache),
  ]);
}
