import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamExternalIds, teams } from '../../db/schema/index';
import type { NameSummary } from './name-summary';
import { teamFinder } from '../import-lookup/index';
import { yieldToEventLoop } from './yield';

const lower = (s: string) => s.toLowerCase();
const ESPN = 'espn';
type Team = typeof teams.$inferSelect;

/**
 * Finds or creates every team a file names (decision 0024): by ESPN team id when the row has
 * one (ESPN's format), else by name, then abbreviation. A team found by id under another name
 * (`CONN` in the file, `CON` here) has the rows renamed to it, so the resolver reads them as
 * usual. A created team takes the file's text as name and abbreviation; one matched or created
 * with an id keeps it. Answers `canonical`, the team name each of the file's names stands for.
 */
export async function ensureTeams(
  db: Database,
  summary: NameSummary,
  leagueIds: Map<string, number>,
  counts: { teams_created: number },
) {
  const ids = [...new Set([...leagueIds.values()])];
  const rows: Team[] = ids.length
    ? await db.select().from(teams).where(inArray(teams.leagueId, ids))
    : [];
  const external = new Map(
    (rows.length
      ? await db
          .select({ ext: teamExternalIds.externalId, teamId: teamExternalIds.teamId })
          .from(teamExternalIds)
          .where(
            and(
              eq(teamExternalIds.source, ESPN),
              inArray(
                teamExternalIds.teamId,
                rows.map((t) => t.id),
              ),
            ),
          )
      : []
    ).map((r) => [r.ext, r.teamId]),
  );
  let find = teamFinder(rows);
  /** `${leagueId}:${lower(name)}` → the name of the team the file means. */
  const renamed = new Map<string, string>();
  const seen = new Set<string>();

  const ensure = async (leagueId: number, name: string, ext: string | undefined) => {
    const key = `${leagueId}:${lower(name)}`;
    if (seen.has(`${key}|${ext ?? ''}`)) return;
    seen.add(`${key}|${ext ?? ''}`);
    const byId =
      ext === undefined
        ? undefined
        : rows.find((t) => t.id === external.get(ext) && t.leagueId === leagueId);
    if (byId) {
      renamed.set(key, byId.name);
      return;
    }
    let id = find(leagueId, renamed.get(key) ?? name);
    if (id === 'unknown team') {
      const [team] = await db
        .insert(teams)
        .values({ leagueId, name, abbreviation: name })
        .returning();
      if (!team) return;
      rows.push(team);
      find = teamFinder(rows);
      counts.teams_created++;
      id = team.id;
    }
    if (typeof id !== 'number') return; // ambiguous: the resolver says so
    if (ext !== undefined && ![...external.values()].includes(id)) {
      await db
        .insert(teamExternalIds)
        .values({ source: ESPN, externalId: ext, teamId: id })
        .onConflictDoNothing();
      external.set(ext, id);
    }
    renamed.set(key, (rows.find((t) => t.id === id) as Team).name);
  };

  let n = 0;
  for (const row of summary.teamCells.values()) {
    if (++n % 200 === 0) await yieldToEventLoop();
    const leagueId = leagueIds.get(lower(row.league));
    if (leagueId === undefined) continue;
    // The opponent's id goes with the other team only when the row spells its own team as
    // it spells home or away (ESPN's rows do); else it is not used.
    const isHome = lower(row.team) === lower(row.home_team);
    const isAway = lower(row.team) === lower(row.away_team);
    const other = isHome ? row.away_team : isAway ? row.home_team : undefined;
    await ensure(leagueId, row.team, row.espn_team_id);
    if (other !== undefined) await ensure(leagueId, other, row.espn_opponent_team_id);
    for (const name of [row.home_team, row.away_team]) await ensure(leagueId, name, undefined);
  }
  const canonical = (leagueId: number | undefined, name: string) =>
    leagueId === undefined ? name : (renamed.get(`${leagueId}:${lower(name)}`) ?? name);
  return { canonical, findTeam: find };
}
