import type { League } from '@hoopdex/contract';
import { asc, ne } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { leagues } from '../../db/schema/index';
import { notFound } from '../../lib/http';
import { organizationKeys } from './organizations-cache';
import { leagueLogoSql } from '../drawn-images/index';

/** The women's college league is kept in the data but not offered as an organization (spec §3). */
export const HIDDEN_LEAGUE = 'ncaawb';
/** The filter panel's default league (spec §4). */
export const DEFAULT_LEAGUE = 'nba';

export function listOrganizations(deps: ServiceDeps): Promise<League[]> {
  return deps.cache.wrap(organizationKeys.list, 300, () =>
    deps.db.db
      .select({
        id: leagues.id,
        name: leagues.name,
        display_name: leagues.displayName,
        // The league's drawn mark where none is stored (an imported league has none).
        logo: leagueLogoSql(leagues.logo, leagues.name),
      })
      .from(leagues)
      .where(ne(leagues.name, HIDDEN_LEAGUE))
      .orderBy(asc(leagues.sortOrder), asc(leagues.id)),
  );
}

/**
 * The league a stats call is about: the one asked for (404 when unknown), else NBA, else the
 * first organization. Served from the cached organization list.
 */
export async function resolveLeagueId(
  deps: ServiceDeps,
  requested: number | undefined,
  param = 'organization_id',
) {
  if (requested !== undefined) {
    // Every league id, hidden one included (its stats stay reachable by id); cached like the list.
    const ids = await deps.cache.wrap(organizationKeys.ids, 300, async () =>
      (await deps.db.db.select({ id: leagues.id }).from(leagues)).map((r) => r.id),
    );
    if (!ids.includes(requested)) throw notFound('League not found', param);
    return requested;
  }
  const list = await listOrganizations(deps);
  const chosen = list.find((l) => l.name === DEFAULT_LEAGUE) ?? list[0];
  if (!chosen) throw notFound('No leagues yet', param);
  return chosen.id;
}
