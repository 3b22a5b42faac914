import { cacheKey, childKey, type Cache } from '../../lib/cache';
import { invalidatePlays } from '../play-by-play/index';

/**
 * This module's cached reads. A film's status is polled while it syncs: a few seconds here,
 * dropped at each change of state. The plays' clips are play-by-play answers (its keys); a film
 * that changes drops them through play-by-play's own function.
 */
const films = cacheKey('film', 'v1');
export const filmKeys = {
  status: (gameId: number) => childKey(films, gameId),
};
/** Progress moves between states (the transcode beats it): short. */
export const FILM_STATUS_TTL = 2;

/** A game's film changed (attached, synced, failed): its status and every play answer. */
export async function filmChanged(cache: Cache, gameId: number): Promise<void> {
  await cache.invalidate(filmKeys.status(gameId));
  await invalidatePlays(cache);
}
