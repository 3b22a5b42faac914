import type { Spotlight } from '@hoopdex/contract';
import { and, desc, gt, lte } from 'drizzle-orm';
import type { ModuleDeps } from '../../deps';
import { spotlights } from '../../db/schema/index';
import { findPlayerById } from '../players/index';

/**
 * The spotlight whose window contains `now`; when windows overlap, the one that started last
 * wins. null when none is running.
 */
export async function currentSpotlight(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  now = new Date(),
): Promise<Spotlight | null> {
  const [row] = await deps.db.db
    .select()
    .from(spotlights)
    .where(and(lte(spotlights.startsAt, now), gt(spotlights.endsAt, now)))
    .orderBy(desc(spotlights.startsAt), desc(spotlights.id))
    .limit(1);
  if (!row) return null;
  const player = await findPlayerById(deps, row.playerId);
  if (!player) return null;
  return {
    id: row.id,
    headline: row.headline,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    player,
  };
}
