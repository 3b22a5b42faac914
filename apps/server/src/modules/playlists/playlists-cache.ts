import { cacheKey } from '../../lib/cache';

// The playlists module's cache keys. Playlists change only by seed: nothing at run time drops
// them; they turn over with their TTL.
export const playlistKeys = {
  featured: (limit: number, offset: number) => cacheKey('playlists', 'featured', limit, offset),
  one: (id: string | number) => cacheKey('playlists', 'one', id),
};
