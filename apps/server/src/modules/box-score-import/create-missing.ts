import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leagues, seasons } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { catalogueLeague, seasonOf } from './league-catalogue';
import { ensurePlayers } from './match-players';
import { ensureTeams } from './match-teams';
import type { BoxScoreRow } from '@hoopdex/contract';
import { playerKeyOf, type NameSummary } from './name-summary';

export interface CreatedCounts {
  leagues_created: number;
  seasons_created: number;
  teams_created: number;
  players_created: number;
}

const lower = (s: string) => s.toLowerCase();

/**
 * `create_missing` (decision 0024): before the names are resolved, creates what the file names
 * and the database lacks, inside the import's transaction (a refused file rolls it all back):
 * catalogue leagues, seasons (named as the league names them), teams and players. Players are
 * matched by ESPN athlete id first, then by slug (or an earlier slug, an alias). Works from the
 * file's summary (name-summary.ts), so a file of any length costs what its names cost. Answers
 * the counts and `mapRow`, which points a row's teams at the teams they were matched to and its
 * `player` at the matched player's current slug, so the resolver then reads it as it always does.
 */
export async function createMissing(
  db: Database,
  summary: NameSummary,
): Promise<{ counts: CreatedCounts; mapRow: (row: BoxScoreRow) => BoxScoreRow }> {
  const counts: CreatedCounts = {
    leagues_created: 0,
    seasons_created: 0,
    teams_created: 0,
    players_created: 0,
  };
  const leagueIds = await ensureLeagues(db, summary, counts);
  await ensureSeasons(db, summary, leagueIds, counts);
  const { canonical, findTeam } = await ensureTeams(db, summary, leagueIds, counts);
  const slugOfKey = await ensurePlayers(db, summary, leagueIds, findTeam, canonical, counts);
  const mapRow = (row: BoxScoreRow): BoxScoreRow => {
    const leagueId = leagueIds.get(lower(row.league));
    return {
      ...row,
      home_team: canonical(leagueId, row.home_team),
      away_team: canonical(leagueId, row.away_team),
      team: canonical(leagueId, row.team),
      player: slugOfKey.get(playerKeyOf(row)) ?? row.player,
    };
  };
  return { counts, mapRow };
}

async function ensureLeagues(db: Database, summary: NameSummary, counts: CreatedCounts) {
  const rows = await db.select({ id: leagues.id, name: leagues.name }).from(leagues);
  const ids = new Map(rows.map((l) => [lower(l.name), l.id]));
  for (const name of summary.leagues) {
    const known = catalogueLeague(name);
    if (ids.has(name) || !known) continue; // an unknown league stays an error of the resolver
    const [max] = await sqlRows<{ n: number }>(
      db,
      sql`select coalesce(max(sort_order), -1)::int + 1 as n from leagues`,
    );
    const [row] = await db
      .insert(leagues)
      .values({
        name: known.name,
        displayName: known.displayName,
        level: known.level,
        sortOrder: max?.n ?? 0,
      })
      .returning({ id: leagues.id });
    if (row) ids.set(name, row.id);
    counts.leagues_created++;
  }
  return ids;
}

async function ensureSeasons(
  db: Database,
  summary: NameSummary,
  leagueIds: Map<string, number>,
  counts: CreatedCounts,
) {
  const ids = [...new Set([...leagueIds.values()])];
  const existing = ids.length
    ? await db.select().from(seasons).where(inArray(seasons.leagueId, ids))
    : [];
  const dates = new Map<string, { leagueId: number; league: string; date: string }>();
  for (const { league, date } of summary.leagueDates.values()) {
    const leagueId = leagueIds.get(lower(league));
    if (leagueId !== undefined) dates.set(`${leagueId}:${date}`, { leagueId, league, date });
  }
  for (const { leagueId, league, date } of dates.values()) {
    const covered = existing.some(
      (s) => s.leagueId === leagueId && s.startDate <= date && date <= s.endDate,
    );
    if (covered) continue;
    const span = seasonOf(league, date);
    // Years 0000 and 10000 are no PostgreSQL dates: such a season is not made (the resolver then
    // refuses the line with "no season covers", a 400, never a 500).
    if (!span) continue;
    // A season of that name that does not cover the date is the league's own: left to the
    // resolver's "no season covers" error rather than stretched.
    if (existing.some((s) => s.leagueId === leagueId && s.label === span.label)) continue;
    const [row] = await db
      .insert(seasons)
      .values({ leagueId, ...span })
      .returning();
    if (row) existing.push(row);
    counts.seasons_created++;
  }
}
