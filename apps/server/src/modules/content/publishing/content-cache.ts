import type { Cache } from '../../../lib/cache';

/**
 * Public reads that may list an item: feeds and items (content:), videos and a video's players
 * (videos:), a player's timeline and lists (players:), shows' episodes (shows:) and search answers (search:). Dropped through
 * the shared cache, whose invalidation reaches every instance over the bus.
 */
export async function dropPublicContent(cache: Cache) {
  await Promise.all(
    ['content:', 'videos:', 'players:', 'shows:', 'search:'].map((p) => cache.invalidate(p)),
  );
}
