import type { Cache } from './lib/cache';
import { playerTimelinesChanged } from './modules/players/index';
import { searchedContentChanged } from './modules/search/index';
import { showEpisodesChanged } from './modules/shows/index';
import { videosChanged } from './modules/videos/index';
import { contentItemsChanged } from './modules/content/index';

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
