import type { CatalogueLeague } from '@hoopdex/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leagues, seasons } from '../../db/schema/index';
import { insertLeagueRow, readCatalogue, seasonOf } from '../leagues/index';
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
  // The catalogue is read from the database (decision 0031): a league an admin added is
  // imported into like the five the migration seeded.
  const catalogue = await readCatalogue(db);
  const leagueIds = await ensureLeagues(db, summary, catalogue, counts);
  await ensureSeasons(db, summary, leagueIds, catalogue, counts);
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

async function ensureLeagues(
  db: Database,
  summary: NameSummary,
  catalogue: ReadonlyMap<string, CatalogueLeague>,
  counts: CreatedCounts,
) {
  const rows = await db.select({ id: leagues.id, name: leagues.name }).from(leagues);
  const ids = new Map(rows.map((l) => [lower(l.name), l.id]));
  for (const name of summary.leagues) {
    const known = catalogue.get(lower(name));
    if (ids.has(name) || !known) continue; // an unknown league stays an error of the resolver
    ids.set(name, await insertLeagueRow(db, known));
    counts.leagues_created++;
  }
  return ids;
}

async function ensureSeasons(
  db: Database,
  summary: NameSummary,
  leagueIds: Map<string, number>,
  catalogue: ReadonlyMap<string, CatalogueLeague>,
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
    const span = seasonOf(catalogue.get(lower(league))?.season_style, date);
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
