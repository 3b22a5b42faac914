import { games, playerGameStats } from '../db/schema/index';
import type { BoxScoreRow } from './box-score';
import { insertRows, type Executor } from '../db/bulk-insert';
import type { Performance } from './fans';
import { addDays } from './dates';
import { lastPlayedDay } from './leagues-gen';
import type { Rng } from './random';
import { scheduleGames, type GameRow, type HotWeek } from './schedule-gen';
import type { World } from './seed-world';

const FLUSH_LINES = 5_000;
/** Players per league given a hot last week, so the weekly risers show someone (decision 0008). */
const HOT_PLAYERS_PER_LEAGUE = 6;
/** Only players who play real minutes: a hot week needs games on both sides of it. */
const HOT_MIN_MINUTES = 20;

/** Both seasons of every league, game by game, streamed to the database in batches. */
export async function seedGames(
  db: Executor,
  root: Rng,
  world: World,
  todayMs: number,
  perf: Performance,
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
      .map((t) => ({ id: t.id, conference: t.conference, roster: t.roster }));
    const hot = hotWeek(root, league.seasons, teams, todayMs);
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
        hot: hot?.season === season ? hot.week : undefined,
      });
      for (const { game, lines } of schedule) {
        gameBuf.push(game);
        lineBuf.push(...lines);
        for (const line of lines) perf.record(line);
        if (lineBuf.length >= FLUSH_LINES) await flush();
      }
    }
  }
  await flush();
  return totals;
}

/**
 * The league's last week of play (the weekly leaderboards' window) in its latest season with
 * games, and a few regulars, picked by their own random stream, who play it hot.
 */
function hotWeek<S extends World['leagues'][number]['seasons'][number]>(
  root: Rng,
  seasons: S[],
  teams: { roster: { playerId: number; profile: { minutes: number } }[] }[],
  todayMs: number,
): { season: S; week: HotWeek } | undefined {
  const played = seasons
    .map((season) => ({ season, last: lastPlayedDay(season.window, todayMs) }))
    .filter((s) => s.last >= s.season.window.startMs)
    .sort((a, b) => b.last - a.last)[0];
  if (!played) return undefined;
  const regulars = teams
    .flatMap((t) => t.roster)
    .filter((e) => e.profile.minutes >= HOT_MIN_MINUTES)
    .map((e) => e.playerId);
  const rng = root.fork(`hot-week:${played.season.window.label}:${regulars.length}`);
  return {
    season: played.season,
    week: {
      from: addDays(played.last, -6),
      players: new Set(rng.sample(regulars, HOT_PLAYERS_PER_LEAGUE)),
    },
  };
}
