import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { games, leagues, players, seasons, teams } from '../../db/schema/index';

const lower = (s: string) => s.toLowerCase();
/** Slugs per query: far under the 65,535 bind parameters of one statement. */
const SLUG_CHUNK = 5_000;

/** League, date, home and away team: what makes a game the same game (every import). */
export const gameKeyOf = (leagueId: number, date: string, home: number, away: number) =>
  `${leagueId}:${date}:${home}:${away}`;

/** The leagues (by lower-cased name), their seasons and teams, and the players a file names. */
export interface NameLookup {
  leagueByName: Map<string, number>;
  seasonRows: (typeof seasons.$inferSelect)[];
  findTeam: (leagueId: number, name: string) => number | string;
  playerIds: Map<string, number>;
}

/**
 * Every name a file may use, in a handful of queries whatever its length (leagues, their seasons
 * and teams are small; players by slug in chunks).
 */
export async function loadNames(
  db: Database,
  leagueNames: string[],
  slugs: string[],
): Promise<NameLookup> {
  const leagueRows = await db.select({ id: leagues.id, name: leagues.name }).from(leagues);
  const leagueByName = new Map(leagueRows.map((l) => [lower(l.name), l.id]));
  const leagueIds = [...new Set(leagueNames.flatMap((n) => leagueByName.get(lower(n)) ?? []))];
  // One after another: inside the import transaction they share one connection anyway.
  const seasonRows = leagueIds.length
    ? await db.select().from(seasons).where(inArray(seasons.leagueId, leagueIds))
    : [];
  const teamRows = leagueIds.length
    ? await db.select().from(teams).where(inArray(teams.leagueId, leagueIds))
    : [];
  const playerIds = await playerIdsBySlug(db, [...new Set(slugs)]);
  return { leagueByName, seasonRows, findTeam: teamFinder(teamRows), playerIds };
}

async function playerIdsBySlug(db: Database, slugs: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < slugs.length; i += SLUG_CHUNK) {
    const rows = await db
      .select({ id: players.id, slug: players.slug })
      .from(players)
      .where(inArray(players.slug, slugs.slice(i, i + SLUG_CHUNK)));
    for (const r of rows) out.set(r.slug, r.id);
  }
  return out;
}

/**
 * A team by name, else by abbreviation, case-insensitive, within its league. Answers the id,
 * or why there is none (abbreviations are not unique in the schema, so one may be ambiguous).
 */
export function teamFinder(
  rows: { id: number; leagueId: number; name: string; abbreviation: string }[],
) {
  const byName = new Map(rows.map((t) => [`${t.leagueId}:${lower(t.name)}`, t.id]));
  const byAbbr = new Map<string, number[]>();
  for (const t of rows) {
    const key = `${t.leagueId}:${lower(t.abbreviation)}`;
    byAbbr.set(key, [...(byAbbr.get(key) ?? []), t.id]);
  }
  return (leagueId: number, name: string): number | string => {
    const key = `${leagueId}:${lower(name)}`;
    const id = byName.get(key);
    if (id !== undefined) return id;
    const ids = byAbbr.get(key) ?? [];
    if (ids.length === 1) return ids[0] as number;
    return ids.length ? 'ambiguous team abbreviation' : 'unknown team';
  };
}

/**
 * The stored games of these leagues and dates, in one query, by gameKeyOf (league, date, home,
 * away). Lowest id wins should the database already hold a duplicate (the seed never makes one).
 * How every import matches a file's game to a stored one.
 */
export async function findGames(
  tx: Database,
  wanted: { leagueId: number; gameDate: string }[],
): Promise<Map<string, typeof games.$inferSelect>> {
  const out = new Map<string, typeof games.$inferSelect>();
  if (!wanted.length) return out;
  const existing = await tx
    .select()
    .from(games)
    .where(
      and(
        inArray(games.leagueId, [...new Set(wanted.map((w) => w.leagueId))]),
        inArray(games.gameDate, [...new Set(wanted.map((w) => w.gameDate))]),
      ),
    )
    .orderBy(games.id);
  for (const g of existing) {
    const key = gameKeyOf(g.leagueId, g.gameDate, g.homeTeamId, g.awayTeamId);
    if (!out.has(key)) out.set(key, g);
  }
  return out;
}
