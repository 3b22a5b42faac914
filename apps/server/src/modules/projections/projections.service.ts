import type { Projection } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { makeProjector, type ProjectedPlayer, type Projector } from './projector';

/** The player a projection needs (league, team, position, class), by slug or id. */
export async function projectedPlayer(
  db: Database,
  by: { slug: string } | { id: number },
): Promise<ProjectedPlayer | null> {
  const where = 'slug' in by ? sql`p.slug = ${by.slug}` : sql`p.id = ${by.id}`;
  const [player] = await sqlRows<ProjectedPlayer>(
    db,
    sql`select p.id, p.league_id, l.display_name as league_name, p.team_id, p.position, p.school_year
        from players p join leagues l on l.id = p.league_id where ${where}`,
  );
  return player ?? null;
}

/**
 * A player's projection as of a date, from games before it only (null: no such player, or her
 * league has no season). The prior reads the league's season and the one before it.
 */
export async function playerProjection(
  deps: ServiceDeps,
  slug: string,
  asOf: string,
  projector: Projector = makeProjector(deps.db.db),
): Promise<Projection | null> {
  const player = await projectedPlayer(deps.db.db, { slug });
  return player && projector(player, asOf);
}
