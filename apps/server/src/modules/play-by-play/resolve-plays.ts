import {
  formatClock,
  lineParam,
  periodLabel,
  periodLengthTenths,
  type FieldError,
  type PbpEvent,
  type PbpRow,
  type PeriodRules,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { ErrorList, type CsvLine } from '../../lib/csv-rows';
import { findGames, gameKeyOf, loadNames } from '../import-lookup/index';
import { periodRulesOfLeagues } from '../leagues/index';

/** One event ready to write: ids resolved, clock in tenths, `seq` its order in the game. */
export interface ResolvedPlay {
  line: number;
  seq: number;
  period: number;
  clockTenths: number;
  teamId: number;
  playerId: number;
  event: PbpEvent;
  shotX: number | null;
  shotY: number | null;
}

/** A box-score line of the game, as the totals check needs it. */
export interface BoxLine {
  playerId: number;
  slug: string;
  name: string;
  teamId: number | null;
  pts: number;
  fgm: number;
  fga: number;
  three_pm: number;
  three_pa: number;
  ftm: number;
  fta: number;
  reb: number;
  ast: number;
  st: number;
  blks: number;
  turnovers: number;
  fouls: number;
}

export interface ResolvedGame {
  gameId: number;
  leagueId: number;
  /** The file line of the game's first event (where a player without events is reported). */
  firstLine: number;
  plays: ResolvedPlay[];
  box: Map<number, BoxLine>;
}

export type ResolvedPlays =
  { ok: true; games: ResolvedGame[] } | { ok: false; errors: FieldError[] };

const lower = (s: string) => s.toLowerCase();

/**
 * Turns parsed rows into games of events: every name resolved as the box-score import resolves
 * it (loadNames, findGames), the game must exist, the team must have played in it and be the
 * player's team in its box score, the clock must fit the period and the events of a game must
 * run in order. Every error names its line.
 */
export async function resolvePlays(
  db: Database,
  parsed: CsvLine<PbpRow>[],
): Promise<ResolvedPlays> {
  const names = await loadNames(
    db,
    parsed.map((p) => p.row.league),
    parsed.map((p) => p.row.player),
  );
  const leagueNames = new Map([...names.leagueByName].map(([n, id]) => [id, n]));
  const wanted = parsed.flatMap((p) => {
    const leagueId = names.leagueByName.get(lower(p.row.league));
    return leagueId === undefined ? [] : [{ leagueId, gameDate: p.row.game_date }];
  });
  const stored = await findGames(db, wanted);
  const periodRules = await periodRulesOfLeagues(db);
  const box = await boxLines(db, [...new Set([...stored.values()].map((g) => g.id))]);

  const errors = new ErrorList();
  const byGame = new Map<number, ResolvedGame>();
  const last = new Map<number, { line: number; period: number; clock: number }>();
  for (const { line, row } of parsed) {
    if (errors.full) break;
    const fail = (column: string, msg: string) => errors.add(msg, lineParam(line, column));
    const leagueId = names.leagueByName.get(lower(row.league));
    if (leagueId === undefined) {
      fail('league', `unknown league "${row.league}"`);
      continue;
    }
    const home = names.findTeam(leagueId, row.home_team);
    const away = names.findTeam(leagueId, row.away_team);
    const team = names.findTeam(leagueId, row.team);
    let bad = false;
    for (const [column, found, name] of [
      ['home_team', home, row.home_team],
      ['away_team', away, row.away_team],
      ['team', team, row.team],
    ] as const)
      if (typeof found === 'string') {
        fail(column, `${found} "${name}" in ${row.league}`);
        bad = true;
      }
    const playerId = names.playerIds.get(row.player);
    if (playerId === undefined) {
      fail('player', `unknown player "${row.player}"`);
      bad = true;
    }
    if (bad || typeof home !== 'number' || typeof away !== 'number') continue;
    const game = stored.get(gameKeyOf(leagueId, row.game_date, home, away));
    if (!game) {
      fail(
        'game_date',
        `no ${row.league} game on ${row.game_date} of ${row.home_team} (home) against ${row.away_team}: import its box score first`,
      );
      continue;
    }
    if (team !== home && team !== away) {
      fail('team', `"${row.team}" is neither the home nor the away team of this game`);
      continue;
    }
    const boxLine = box.get(game.id)?.get(playerId as number);
    if (!boxLine) {
      fail('player', `"${row.player}" has no box-score line in this game`);
      continue;
    }
    if (boxLine.teamId !== null && boxLine.teamId !== team) {
      fail('team', `"${row.player}" played for the other team in this game (box score)`);
      continue;
    }

    const rules = periodRules(leagueNames.get(leagueId) ?? row.league);
    const length = periodLengthTenths(rules, row.period);
    if (row.clock > length) {
      fail(
        'clock',
        `${formatClock(row.clock)} is past the length of ${periodLabel(rules, row.period)} (${formatClock(length)})`,
      );
      continue;
    }
    const prev = last.get(game.id);
    if (prev && outOfOrder(prev, row)) {
      fail(
        prev.period > row.period ? 'period' : 'clock',
        `is out of order: ${at(rules, row.period, row.clock)} comes after ${at(rules, prev.period, prev.clock)} (line ${prev.line})`,
      );
      continue;
    }
    last.set(game.id, { line, period: row.period, clock: row.clock });
    let g = byGame.get(game.id);
    if (!g) {
      g = {
        gameId: game.id,
        leagueId,
        firstLine: line,
        plays: [],
        box: box.get(game.id) ?? new Map(),
      };
      byGame.set(game.id, g);
    }
    g.plays.push({
      line,
      seq: g.plays.length + 1,
      period: row.period,
      clockTenths: row.clock,
      teamId: team,
      playerId: playerId as number,
      event: row.event,
      shotX: row.shot_x,
      shotY: row.shot_y,
    });
  }
  return errors.items.length
    ? { ok: false, errors: errors.items }
    : { ok: true, games: [...byGame.values()] };
}

/** A period before the last one, or a clock above the last one's in the same period. */
const outOfOrder = (prev: { period: number; clock: number }, row: PbpRow) =>
  row.period < prev.period || (row.period === prev.period && row.clock > prev.clock);

const at = (rules: PeriodRules, period: number, clock: number) =>
  `${periodLabel(rules, period)} ${formatClock(clock)}`;

/** Every box-score line of these games, by game then player, with the player's slug and name. */
async function boxLines(
  db: Database,
  gameIds: number[],
): Promise<Map<number, Map<number, BoxLine>>> {
  const out = new Map<number, Map<number, BoxLine>>();
  if (!gameIds.length) return out;
  const ids = sql.join(
    gameIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await sqlRows<BoxLine & { gameId: number }>(
    db,
    sql`select s.game_id as "gameId", s.player_id as "playerId", p.slug,
        p.firstname || ' ' || p.lastname as name, s.team_id as "teamId",
        s.pts, s.fgm, s.fga, s.three_pm, s.three_pa, s.ftm, s.fta, s.reb, s.ast, s.st, s.blks,
        s.turnovers, s.fouls
      from player_game_stats s join players p on p.id = s.player_id
      where s.game_id in (${ids})`,
  );
  for (const { gameId, ...line } of rows) {
    let game = out.get(gameId);
    if (!game) out.set(gameId, (game = new Map()));
    game.set(line.playerId, line);
  }
  return out;
}
