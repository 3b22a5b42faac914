import { games, playerGameStats } from '../schema/index';
import type { BoxScoreRow } from './box-score';
import { insertRows, type Executor } from './bulk-insert';
import { lastPlayedDay } from './leagues-gen';
import type { Rng } from './random';
import { scheduleGames, type GameRow } from './schedule-gen';
import type { World } from './seed-world';

const FLUSH_LINES = 5_000;

/** Both seasons of every league, game by game, streamed to the database in batches. */
export async function seedGames(
  db: Executor,
  root: Rng,
  world: World,
  todayMs: number,
): Promise<{ games: number; boxScores: number }> {
  let gameId = 0;
  let gameBuf: GameRow[] = [];
  let lineBuf: BoxScoreRow[] = [];
  const totals = { games: 0, boxScores: 0 };
  const flush = async () => {
    totals.games += await insertRows(db, games, gameBuf);
    totals.boxScores += await insertRows(db, playerGameStats, lineBuf, FLUSH_LINES);
    gameBuf = [];
    lineBuf = [];
  };
  for (const league of world.leagues) {
    const teams = world.teams
      .filter((t) => t.league === league)
      .map((t) => ({ id: t.id, roster: t.roster }));
    for (const season of league.seasons) {
      const rng = root.fork(`games:${league.spec.code}:${season.window.label}`);
      const schedule = scheduleGames(rng, {
        spec: league.spec,
        leagueId: league.id,
        seasonId: season.id,
        firstDay: season.window.startMs,
        lastDay: lastPlayedDay(season.window, todayMs),
        teams,
        nextGameId: () => (gameId += 1),
      });
      for (const { game, lines } of schedule) {
        gameBuf.push(game);
        lineBuf.push(...lines);
        if (lineBuf.length >= FLUSH_LINES) await flush();
      }
    }
  }
  await flush();
  return totals;
}
