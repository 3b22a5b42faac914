import type { Database } from '../../db/client';
import { leagues, players, seasons, teams } from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';
import { realdataCsv } from '../../test/realdata';

/**
 * The WNBA's 2024 season as the import expects to find it: the league, the season, its 12 teams
 * and every player with a line, all from the real data's own teams and players files.
 */
export async function seedWnba2024(db: Database) {
  const [league] = await db
    .insert(leagues)
    .values({ name: 'wnba', displayName: 'WNBA', level: 'pro', sortOrder: 0 })
    .returning();
  if (!league) throw new Error('no league');
  await db.insert(seasons).values({
    leagueId: league.id,
    label: '2024',
    startDate: '2024-05-01',
    endDate: '2024-10-31',
    isCurrent: true,
  });
  const teamRows = await db
    .insert(teams)
    .values(
      realdataCsv('wnba-2024/wnba-2024-teams.csv').map((t) => ({
        leagueId: league.id,
        name: t.name as string,
        abbreviation: t.abbreviation as string,
      })),
    )
    .returning();
  const teamId = new Map(teamRows.map((t) => [t.abbreviation, t.id]));
  await db.insert(players).values(
    realdataCsv('wnba-2024/wnba-2024-players.csv').map((p) => ({
      slug: p.slug as string,
      firstname: p.firstname as string,
      lastname: p.lastname as string,
      searchName: normalizeSearch(p.search_name as string),
      leagueId: league.id,
      teamId: teamId.get(p.team as string) ?? null,
      position: p.position || null,
      jersey: p.jersey || null,
    })),
  );
  return league;
}
