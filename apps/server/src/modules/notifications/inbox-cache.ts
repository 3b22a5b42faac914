import { cacheKey, childKey, createCache } from '../../lib/cache';
import type { AlertsBus } from './alerts-bus';

/** Seconds a cached inbox page or count is served before it is re-read in the background. */
const TTL = 30;

/**
 * The inbox and the badge are private reads asked on every page (the badge) and polled by many
 * tabs; on PGlite every query waits its turn (decision 0004), so they are cached per user in this
 * process, and dropped the moment they can change:
 * - an event fanned out anywhere (bus `{ eventId }`, every instance hears it) moves the epoch
 *   that every key carries, so no user's cached page survives a new notification;
 * - a mark-read drops that user's keys here at once, and elsewhere through the bus (`{ userId }`).
 * In-process only (not the shared Redis cache): the bus already reaches every instance, and
 * per-user entries would crowd the shared public cache.
 */
export function createInboxCache(bus: AlertsBus) {
  const cache = createCache({ maxEntries: 20_000 });
  let epoch = 0;
  const forget = (userId: string) => cache.invalidate(cacheKey('inbox', userId));
  const unsubscribe = bus.subscribe((msg) => {
    if ('eventId' in msg) epoch += 1;
    else void forget(msg.userId);
  });
  return {
    read<T>(userId: string, what: string, load: () => Promise<T>): Promise<T> {
      return cache.wrap(childKey(cacheKey('inbox', userId), epoch, what), TTL, load);
    },
    forget,
    close: unsubscribe,
  };
}
