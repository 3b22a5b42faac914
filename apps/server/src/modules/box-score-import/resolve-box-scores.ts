import { lineParam, type BoxScoreRow, type FieldError } from '@hoopdex/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leagues, players, seasons, teams } from '../../db/schema/index';
import { ErrorList, type ParsedLine } from './parse-box-scores';

/** A row with its names turned into ids, ready to write. */
export interface ResolvedLine {
  line: number;
  row: BoxScoreRow;
  leagueId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  teamId: number;
  playerId: number;
  /** League, date, home and away team: what makes a game the same game. */
  gameKey: string;
}

export type Resolved = { ok: true; lines: ResolvedLine[] } | { ok: false; errors: FieldError[] };

const lower = (s: string) => s.toLowerCase();
/** Slugs per query: far under the 65,535 bind parameters of one statement. */
const SLUG_CHUNK = 5_000;

/**
 * Looks up every league, season, team and player a file names, with a handful of queries
 * whatever its length (leagues, their seasons and teams are small; players by slug in chunks).
 * Unknown names, a date outside every season of the league, a team that did not play in the
 * game, a game whose score differs between rows and a player listed twice for one game are
 * errors on their line.
 */
export async function resolveBoxScores(
  db: Database,
  parsed: ParsedLine[],
  state: ResolveState = newResolveState(),
): Promise<Resolved> {
  const names = await loadNames(
    db,
    parsed.map((p) => p.row.league),
    parsed.map((p) => p.row.player),
  );
  const { leagueByName, seasonRows, findTeam, playerIds } = names;

  const { errors, games, seen } = state;
  const lines: ResolvedLine[] = [];
  for (const { line, row } of parsed) {
    if (errors.full) break;
    const fail = (column: string, msg: string) => errors.add(msg, lineParam(line, column));
    const leagueId = leagueByName.get(lower(row.league));
    if (leagueId === undefined) {
      fail('league', `unknown league "${row.league}"`);
      continue;
    }
    const season = seasonRows
      .filter(
        (s) =>
          s.leagueId === leagueId && s.startDate <= row.game_date && row.game_date <= s.endDate,
      )
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    if (!season) fail('game_date', `no season of ${row.league} covers ${row.game_date}`);
    const home = findTeam(leagueId, row.home_team);
    const away = findTeam(leagueId, row.away_team);
    const team = findTeam(leagueId, row.team);
    for (const [column, found, name] of [
      ['home_team', home, row.home_team],
      ['away_team', away, row.away_team],
      ['team', team, row.team],
    ] as const)
      if (typeof found === 'string') fail(column, `${found} "${name}" in ${row.league}`);
    const playerId = playerIds.get(row.player);
    if (playerId === undefined) fail('player', `unknown player "${row.player}"`);
    if (!season || typeof home !== 'number' || typeof away !== 'number') continue;
    if (home === away) {
      fail('away_team', 'is the same team as home_team');
      continue;
    }
    if (typeof team !== 'number' || playerId === undefined) continue;
    if (team !== home && team !== away) {
      fail('team', `"${row.team}" is neither the home nor the away team of this game`);
      continue;
    }

    const gameKey = gameKeyOf(leagueId, row.game_date, home, away);
    const game = games.get(gameKey);
    if (!game) games.set(gameKey, { line, home: row.home_score, away: row.away_score });
    else if (game.home !== row.home_score || game.away !== row.away_score) {
      fail(
        'home_score',
        `the score differs from line ${game.line} (${game.home}-${game.away}) for the same game`,
      );
      continue;
    }
    const twice = seen.get(`${gameKey}:${playerId}`);
    if (twice !== undefined) {
      fail('player', `already has a line for this game (line ${twice})`);
      continue;
    }
    seen.set(`${gameKey}:${playerId}`, line);
    lines.push({
      line,
      row,
      leagueId,
      seasonId: season.id,
      homeTeamId: home,
      awayTeamId: away,
      teamId: team,
      playerId,
      gameKey,
    });
  }
  return errors.items.length ? { ok: false, errors: errors.items } : { ok: true, lines };
}

/**
 * What the checks across rows remember (a game's score, a player's line per game), so a file
 * read in chunks is checked as a whole: one state for all its chunks. The errors too: they are
 * counted once across the file. A chunk answers only its own new errors' absence (ok) or all of
 * the file's so far.
 */
export interface ResolveState {
  errors: ErrorList;
  games: Map<string, { line: number; home: number; away: number }>;
  seen: Map<string, number>;
}
export const newResolveState = (): ResolveState => ({
  errors: new ErrorList(),
  games: new Map(),
  seen: new Map(),
});

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
 * and teams are small; players by slug in chunks). Shared by the play-by-play import.
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
