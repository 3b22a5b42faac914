import type { ServiceDeps } from '../../deps';
import { sharedPerformanceSource } from './performance-source';
import { valueKeys } from './value-cache';
import { playerValueRange, utcToday, type ValueRange } from './value.service';

/** As long as the value route keeps its answers; imports and follows drop it sooner. */
const TTL = 60;

/**
 * A player's value and range as of a day (today by default), cached under her value's key so
 * whatever moves her value (an import, a follow, the portal's following) drops it too: a share
 * card never shows a value the value page has already left. Null: no such player.
 */
export function cachedValueRange(
  deps: ServiceDeps,
  slug: string,
  asOf: string = utcToday(),
): Promise<ValueRange | null> {
  return deps.cache.wrap(valueKeys.range(slug, asOf), TTL, () =>
    // The league's cached projections, not one of her own: a cold card costs a lookup.
    playerValueRange(deps.db.db, slug, asOf, sharedPerformanceSource(deps)),
  );
}
