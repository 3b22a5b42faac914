import { projectedStats, type ProjectedLine, type Projection } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../lib/event-loop';
import {
  leagueSeasons,
  loadLines,
  loadSeasonSums,
  seasonLength,
  teamGames,
  seasonTeamLog,
  seasonTeamPlayers,
  type SeasonRow,
  type TeamGames,
} from './league-data';
import { buildLeaguePrior, type LeaguePrior } from './model/league-prior';
import { absentGames } from './model/absence';
import { scheduleDays } from './model/drift-time';
import { defaultParams } from './model/params';
import { projectPlayer, type PlayerInput } from './model/project-player';
import { minutesPerTeamGame, teamMinutesFactors } from './model/team-minutes';
import type { GameLine, Predictive } from './model/types';

// Projections of many players or many dates at once (the value's ledger projects one player at
// 26 weekly dates; recomputing every value projects every player): what does not depend on the
// player (a league's seasons, its prior on a date, a season's length, a team's games) is read
// once per projector and kept. One projector per request or per run: it never goes stale.

export interface ProjectedPlayer {
  id: number;
  league_id: number;
  league_name: string;
  team_id: number | null;
  position: string | null;
  school_year: string | null;
}

/** The season an as-of date falls in: the one covering it, else the latest begun before it. */
export function seasonAt(seasons: readonly SeasonRow[], asOf: string): SeasonRow | undefined {
  const covering = seasons.filter((s) => s.start_date <= asOf && asOf <= s.end_date).at(-1);
  return covering ?? seasons.filter((s) => s.start_date <= asOf).at(-1) ?? seasons[0];
}

const round = (v: number) => Math.round(v * 100) / 100;
/** A projection's line as the API answers it: each stat's mean and 80 % range, two decimals. */
export const projectedLine = (values: Record<string, Predictive>): ProjectedLine =>
  Object.fromEntries(
    projectedStats.map((s) => {
      const v = values[s] as Predictive;
      return [s, { mean: round(v.mean), p10: round(v.p10), p90: round(v.p90) }];
    }),
  ) as ProjectedLine;

type SeasonSumsRow = Awaited<ReturnType<typeof loadSeasonSums>>[number];

/** The league's prior (roles, positions, classes) from its player seasons before as-of. */
export function priorFromSums(
  sums: readonly SeasonSumsRow[],
  back: ReadonlyMap<number, number>,
): LeaguePrior {
  const positions = new Map(sums.map((s) => [s.sums.playerId, s.position]));
  const groups = new Map(sums.map((s) => [s.sums.playerId, s.group]));
  return buildLeaguePrior(
    sums.map((s) => s.sums),
    (id) => positions.get(id) ?? null,
    (id) => groups.get(id) ?? null,
    (id) => -(back.get(id) ?? 0),
  );
}

/**
 * A team's games left after as-of. A season under way has no future games yet: its length is
 * the longest a team has played (`longest`: this season or last), or the team's own schedule.
 */
export function gamesLeftOf(
  season: SeasonRow,
  asOf: string,
  team: { before: number; total: number },
  longest: number,
): number {
  const expected = Math.max(team.total, longest);
  return asOf > season.end_date ? 0 : Math.max(0, expected - team.before);
}

/**
 * What the model reads of one player as of a date (both API paths build it here, as the
 * walk-forward builds it from the same lines): `lines` her games of the league's seasons before
 * as-of, oldest first.
 */
export function playerInput(
  lines: readonly GameLine[],
  back: ReadonlyMap<number, number>,
  seasonId: number,
  person: { position: string | null; school_year: string | null },
  team: TeamGames,
  gamesLeft: number,
  asOf: string,
): PlayerInput {
  const thisSeason = lines.filter((l) => l.seasonId === seasonId);
  return {
    lines,
    seasonsBack: lines.map((l) => back.get(l.seasonId) ?? 0),
    position: person.position,
    group: person.school_year,
    teamId: thisSeason.at(-1)?.teamId ?? null,
    teamGamesBefore: team.before,
    gamesLeft,
    futureDays: scheduleDays(team.last_before, asOf, team.after, gamesLeft),
    absentGames: absentGames(team.before_dates, thisSeason.at(-1)?.date),
  };
}

/** Lines by player, each player's in the order given. */
export function groupByPlayer(lines: readonly GameLine[]) {
  const byPlayer = new Map<number, GameLine[]>();
  for (const l of lines) {
    const list = byPlayer.get(l.playerId);
    if (list) list.push(l);
    else byPlayer.set(l.playerId, [l]);
  }
  return byPlayer;
}

/**
 * A season as of a date, from its brief log (seasonTeamLog, in game order): each player's team
 * in her last game before the date (none when that line has no team) and the player minutes of
 * a team game before it (minutesPerTeamGame). Nothing on or after the date is read.
 */
function asOfView(log: Awaited<ReturnType<typeof seasonTeamLog>>, asOf: string) {
  const before = log.filter((l) => l.date < asOf);
  const lastTeam = new Map<number, number | null>();
  for (const l of before) lastTeam.set(l.playerId, l.teamId);
  return { lastTeam, perGame: minutesPerTeamGame(before) };
}

export type Projector = (player: ProjectedPlayer, asOf: string) => Promise<Projection | null>;

/** The players a caller is about to project, by league (see makeProjector). */
export type ProjectionBatch = ReadonlyMap<number, readonly number[]>;

/** Players per read of a batch's lines: a few hundred players' seasons, tens of thousands of rows. */
const BATCH_READ_PLAYERS = 200;

/**
 * A memoizing projector: the same answers as one projection at a time, read fewer times.
 * `batch`: the players (by league) the caller will project, a Value board's or a recompute's.
 * Their lines are read together on the first projection that needs one of them, a few hundred
 * players a query, instead of one query for each player and again for each of their teams
 * (decision 0039: 3,710 reads of lines while a fresh server warmed its boards). Anyone else is
 * read alone, as without a batch.
 */
export function makeProjector(db: Database, batch?: ProjectionBatch): Projector {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let p = memo.get(key) as Promise<T> | undefined;
    if (!p) memo.set(key, (p = load()));
    return p;
  };
  const seasonsOf = (leagueId: number) =>
    once(`seasons:${leagueId}`, () => leagueSeasons(db, leagueId));
  const lengthOf = (seasonId: number) =>
    once(`length:${seasonId}`, () => seasonLength(db, seasonId));
  // The batch's lines in a league's seasons, all dates, by player; each player's oldest first.
  const batchLinesOf = (leagueId: number, seasonIds: number[]) =>
    once(`batch-lines:${leagueId}:${seasonIds.join(',')}`, async () => {
      const ids = batch?.get(leagueId) ?? [];
      const byPlayer = new Map<number, GameLine[]>(ids.map((id) => [id, []]));
      for (let i = 0; i < ids.length; i += BATCH_READ_PLAYERS) {
        const playerIds = ids.slice(i, i + BATCH_READ_PLAYERS);
        for (const l of await loadLines(db, { leagueId, seasonIds, playerIds }))
          byPlayer.get(l.playerId)!.push(l);
        await yieldToEventLoop();
      }
      return byPlayer;
    });
  const batchSets = new Map([...(batch ?? [])].map(([league, ids]) => [league, new Set(ids)]));
  const inBatch = (leagueId: number, playerId: number) =>
    batchSets.get(leagueId)?.has(playerId) ?? false;
  // The player's lines in her league, all dates: cut to the as-of date in memory.
  const linesOf = (playerId: number, leagueId: number, seasonIds: number[]) =>
    inBatch(leagueId, playerId)
      ? batchLinesOf(leagueId, seasonIds).then((m) => m.get(playerId) ?? [])
      : once(`lines:${playerId}:${seasonIds.join(',')}`, () =>
          loadLines(db, { leagueId, seasonIds, playerId }),
        );
  // Some players' lines (a team's): the batch's from its read, the others' in one query.
  const someLinesOf = async (playerIds: number[], leagueId: number, seasonIds: number[]) => {
    const known = batch?.get(leagueId) ? await batchLinesOf(leagueId, seasonIds) : undefined;
    const rest = playerIds.filter((id) => !known?.has(id));
    const read = await loadLines(db, { leagueId, seasonIds, playerIds: rest });
    return [...playerIds.flatMap((id) => known?.get(id) ?? []), ...read];
  };
  const priorOf = (leagueId: number, upTo: SeasonRow[], asOf: string) =>
    once(`prior:${leagueId}:${upTo.at(-1)!.id}:${asOf}`, async (): Promise<LeaguePrior> => {
      const back = new Map(upTo.map((s, i) => [s.id, upTo.length - 1 - i]));
      const sums = await loadSeasonSums(
        db,
        leagueId,
        upTo.slice(-2).map((s) => s.id),
        asOf,
      );
      return priorFromSums(sums, back);
    });

  // A team's minutes factors as of a date: its players' lines read at once, each projected alone
  // (team-minutes.ts), so that each of them gets the number the league's projections give her.
  const teamFactorsOf = (
    leagueId: number,
    season: SeasonRow,
    upTo: SeasonRow[],
    asOf: string,
    teamId: number,
    team: TeamGames,
    gamesLeft: number,
  ) =>
    once(`share:${season.id}:${teamId}:${asOf}`, async () => {
      if (!defaultParams.minutes.teamShare) return new Map<number, number>();
      const back = new Map(upTo.map((s, i) => [s.id, upTo.length - 1 - i]));
      // The season's rosters and its minutes per team game as of the date are the same for
      // every team, and its brief log the same for every date: read once a season.
      const log = await once(`team-log:${season.id}`, () => seasonTeamLog(db, season.id));
      const view = await once(`as-of:${season.id}:${asOf}`, async () => asOfView(log, asOf));
      const everyone = await once(`team-players:${season.id}:${teamId}`, () =>
        seasonTeamPlayers(db, season.id, teamId),
      );
      const roster = everyone.filter((r) => view.lastTeam.get(r.id) === teamId);
      const members = new Set(roster.map((r) => r.id));
      const perGame = view.perGame;
      const [teamLines, prior] = await Promise.all([
        // Every line (these seasons) of everyone who played for the team this season, read once
        // for all dates; a date keeps its roster's lines before it (no look-ahead).
        once(`team-lines:${season.id}:${teamId}`, () =>
          someLinesOf(
            everyone.map((r) => r.id),
            leagueId,
            upTo.map((s) => s.id),
          ),
        ),
        priorOf(leagueId, upTo, asOf),
      ]);
      const byPlayer = groupByPlayer(
        teamLines.filter((l) => l.date < asOf && members.has(l.playerId)),
      );
      const inputs = roster.map(
        (r) =>
          [
            r.id,
            playerInput(byPlayer.get(r.id) ?? [], back, season.id, r, team, gamesLeft, asOf),
          ] as const,
      );
      return teamMinutesFactors(inputs, perGame, prior, defaultParams);
    });

  return async (player, asOf) => {
    const seasons = await seasonsOf(player.league_id);
    const season = seasonAt(seasons, asOf);
    if (!season) return null;
    const upTo = seasons.slice(0, seasons.indexOf(season) + 1);
    const back = new Map(upTo.map((s, i) => [s.id, upTo.length - 1 - i]));
    const [all, prior] = await Promise.all([
      linesOf(
        player.id,
        player.league_id,
        upTo.map((s) => s.id),
      ),
      priorOf(player.league_id, upTo, asOf),
    ]);
    const lines: GameLine[] = all.filter((l) => l.date < asOf);
    const thisSeason = lines.filter((l) => l.seasonId === season.id);
    const teamId = thisSeason.at(-1)?.teamId ?? player.team_id;
    const previous = upTo.at(-2);
    const [team, length, previousLength] = await Promise.all([
      once(`team:${season.id}:${teamId}:${asOf}`, () => teamGames(db, season.id, teamId, asOf)),
      lengthOf(season.id),
      previous ? lengthOf(previous.id) : Promise.resolve(0),
    ]);
    const gamesLeft = gamesLeftOf(season, asOf, team, Math.max(length, previousLength));
    const input = playerInput(lines, back, season.id, player, team, gamesLeft, asOf);
    // Her team's minutes shared among its players (team-minutes.ts): her teammates as of the
    // date are read for it, as the league's projections read every player.
    const factors =
      input.teamId === null || input.teamId === undefined || !thisSeason.length
        ? undefined
        : await teamFactorsOf(player.league_id, season, upTo, asOf, input.teamId, team, gamesLeft);
    const projection = projectPlayer(
      { ...input, rosMinutesFactor: factors?.get(player.id) ?? 1 },
      prior,
      defaultParams,
    );
    return {
      as_of: asOf,
      league: { id: player.league_id, name: player.league_name },
      season: season.label,
      games_before: projection.gamesBefore,
      games_left: gamesLeft,
      basis: projection.basis,
      next_game: projectedLine(projection.next),
      rest_of_season: projectedLine(projection.ros),
    };
  };
}
