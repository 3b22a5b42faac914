import { lineParam, type BoxScoreRow, type FieldError } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { ErrorList } from '../../lib/csv-rows';
import { gameKeyOf, loadNames } from '../import-lookup/index';
import type { ParsedLine } from './parse-box-scores';

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
