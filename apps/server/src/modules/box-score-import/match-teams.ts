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
 * usual. A created team takes the file's full name (`team_name`, `opponent_team_name`) as its
 * name when there is one, else the file's text, which is its abbreviation either way; a team
 * named by its abbreviation takes a full name a later file gives. One matched or created with
 * an id keeps the id. Answers `canonical`, the team name each of the file's names stands for.
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

  /**
   * A team still named by its abbreviation (made by an import that had only that) takes the
   * full name the file gives, unless another team of the league already has it.
   */
  const giveFullName = async (team: Team, fullName: string | undefined) => {
    if (!fullName || team.name !== team.abbreviation || lower(fullName) === lower(team.name))
      return;
    if (rows.some((t) => t.leagueId === team.leagueId && lower(t.name) === lower(fullName))) return;
    await db.update(teams).set({ name: fullName }).where(eq(teams.id, team.id));
    team.name = fullName;
    find = teamFinder(rows);
  };

  const ensure = async (
    leagueId: number,
    name: string,
    ext: string | undefined,
    fullName: string | undefined,
  ) => {
    const key = `${leagueId}:${lower(name)}`;
    const once = `${key}|${ext ?? ''}|${fullName ?? ''}`;
    if (seen.has(once)) return;
    seen.add(once);
    const byId =
      ext === undefined
        ? undefined
        : rows.find((t) => t.id === external.get(ext) && t.leagueId === leagueId);
    if (byId) {
      await giveFullName(byId, fullName);
      renamed.set(key, byId.name);
      return;
    }
    let id = find(leagueId, renamed.get(key) ?? name);
    if (id === 'unknown team' && fullName) id = find(leagueId, fullName);
    if (id === 'unknown team') {
      // Named by the full name when the file gives one; the file's text is the abbreviation.
      const [team] = await db
        .insert(teams)
        .values({ leagueId, name: fullName ?? name, abbreviation: name })
        .returning();
      if (!team) return;
      rows.push(team);
      find = teamFinder(rows);
      counts.teams_created++;
      id = team.id;
    }
    if (typeof id !== 'number') return; // ambiguous: the resolver says so
    const team = rows.find((t) => t.id === id) as Team;
    await giveFullName(team, fullName);
    if (ext !== undefined && ![...external.values()].includes(id)) {
      await db
        .insert(teamExternalIds)
        .values({ source: ESPN, externalId: ext, teamId: id })
        .onConflictDoNothing();
      external.set(ext, id);
    }
    renamed.set(key, team.name);
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
    await ensure(leagueId, row.team, row.espn_team_id, row.team_name);
    if (other !== undefined)
      await ensure(leagueId, other, row.espn_opponent_team_id, row.opponent_team_name);
    for (const name of [row.home_team, row.away_team])
      await ensure(leagueId, name, undefined, undefined);
  }
  const canonical = (leagueId: number | undefined, name: string) =>
    leagueId === undefined ? name : (renamed.get(`${leagueId}:${lower(name)}`) ?? name);
  return { canonical, findTeam: find };
}
