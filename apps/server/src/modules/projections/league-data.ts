import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { yieldToEventLoop } from '../../lib/event-loop';
import { addDays } from './backtest/as-of-dates';
import { summedColumns, type PlayerSeasonSums } from './model/league-prior';
import type { GameLine } from './model/types';

// What the model reads from the database: lines, the league's player-season sums, seasons.

export interface SeasonRow {
  id: number;
  label: string;
  start_date: string;
  end_date: string;
}

/** A league's seasons, oldest first. */
export const leagueSeasons = (db: Database, leagueId: number) =>
  sqlRows<SeasonRow>(
    db,
    sql`select id, label, start_date::text, end_date::text from seasons
        where league_id = ${leagueId} order by start_date, id`,
  );

const LINE_COLUMNS = sql.raw(
  `s.player_id as "playerId", s.game_id as "gameId", s.season_id as "seasonId", s.team_id as "teamId",
   s.game_date::text as date, s.minutes, s.pts, s.reb, s.ast, s.three_pm, s.st, s.blks, s.turnovers,
   s.fgm, s.fga, s.three_pa, s.ftm, s.fta, s.starter`,
);

/** Lines of a league's seasons (optionally one player's or some players', before a date), oldest first. */
export function loadLines(
  db: Database,
  q: {
    leagueId: number;
    seasonIds: number[];
    playerId?: number;
    playerIds?: number[];
    /** On or after this date. */
    from?: string;
    before?: string;
  },
): Promise<GameLine[]> {
  if (!q.seasonIds.length || q.playerIds?.length === 0) return Promise.resolve([]);
  const player =
    q.playerId !== undefined
      ? sql` and s.player_id = ${q.playerId}`
      : q.playerIds
        ? sql` and s.player_id in (${sql.join(
            q.playerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
  const before = q.before === undefined ? sql`` : sql` and s.game_date < ${q.before}`;
  const from = q.from === undefined ? sql`` : sql` and s.game_date >= ${q.from}`;
  return sqlRows<GameLine>(
    db,
    sql`select ${LINE_COLUMNS} from player_game_stats s
        where s.league_id = ${q.leagueId}
          and s.season_id in (${sql.join(
            q.seasonIds.map((id) => sql`${id}`),
            sql`, `,
          )})${player}${from}${before}
        order by s.game_date, s.game_id`,
  );
}

/** Days in one read of loadLinesInWindows: about 10,000 lines of a 360-team season. */
const WINDOW_DAYS = 14;

/**
 * Every line of a league's seasons, as loadLines gives them (oldest first), read a season and
 * two weeks at a time with a turn of the event loop between reads. A whole NCAA-size season in
 * one answer (150,000 rows) was ~200 ms of the server's thread taking it from the database's
 * thread, in one piece (issue 31: the leaderboards' one slow second after an import).
 */
export async function loadLinesInWindows(
  db: Database,
  leagueId: number,
  seasons: readonly SeasonRow[],
): Promise<GameLine[]> {
  const out: GameLine[] = [];
  for (const season of seasons) {
    // Open at both ends: a line dated outside its season's dates is still read, once.
    const cuts: string[] = [];
    for (let d = addDays(season.start_date, WINDOW_DAYS); d <= season.end_date;) {
      cuts.push(d);
      d = addDays(d, WINDOW_DAYS);
    }
    for (let i = 0; i <= cuts.length; i++) {
      const part = await loadLines(db, {
        leagueId,
        seasonIds: [season.id],
        ...(i > 0 ? { from: cuts[i - 1] } : {}),
        ...(i < cuts.length ? { before: cuts[i] } : {}),
      });
      for (const l of part) out.push(l);
      await yieldToEventLoop();
    }
  }
  return out;
}

const SUMS = sql.raw(summedColumns.map((c) => `sum(s.${c})::int as "${c}"`).join(', '));

/** The league's player seasons before a date, summed, with each player's position and class. */
export async function loadSeasonSums(
  db: Database,
  leagueId: number,
  seasonIds: number[],
  before: string,
) {
  if (!seasonIds.length) return [];
  const rows = await sqlRows<
    Record<(typeof summedColumns)[number], number> & {
      player_id: number;
      season_id: number;
      games: number;
      minutes_sq: number;
      started: number;
      started_minutes: number;
      bench: number;
      bench_minutes: number;
      position: string | null;
      school_year: string | null;
    }
  >(
    db,
    sql`select s.player_id, s.season_id, count(*)::int as games,
          sum(s.minutes * s.minutes)::float8 as minutes_sq, ${SUMS},
          count(*) filter (where s.starter)::int as started,
          coalesce(sum(s.minutes) filter (where s.starter), 0)::int as started_minutes,
          count(*) filter (where not s.starter)::int as bench,
          coalesce(sum(s.minutes) filter (where not s.starter), 0)::int as bench_minutes,
          min(p.position) as position, min(p.school_year) as school_year
        from player_game_stats s join players p on p.id = s.player_id
        where s.league_id = ${leagueId} and s.game_date < ${before}
          and s.season_id in (${sql.join(
            seasonIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by s.player_id, s.season_id`,
  );
  return rows.map((r) => ({
    sums: {
      playerId: r.player_id,
      seasonId: r.season_id,
      games: r.games,
      minutesSq: Number(r.minutes_sq),
      sums: Object.fromEntries(
        summedColumns.map((c) => [c, Number(r[c])]),
      ) as PlayerSeasonSums['sums'],
      // As seasonSums: only when some line of hers says whether she started.
      ...(r.started + r.bench > 0
        ? {
            starts: {
              started: r.started,
              startedMinutes: r.started_minutes,
              bench: r.bench,
              benchMinutes: r.bench_minutes,
            },
          }
        : {}),
    } satisfies PlayerSeasonSums,
    position: r.position,
    group: r.school_year,
  }));
}

/** A team's schedule as of a date: the dates it has in a season after as-of, and its last before. */
export interface TeamGames {
  before: number;
  total: number;
  /** Its last game before the date (null: none yet). */
  last_before: string | null;
  /** Its games on or after the date, in order (a season under way may not list them yet). */
  after: string[];
  /** Its games before the date, in order (the ones a player missed since her last: absence.ts). */
  before_dates: string[];
}
const noTeam: TeamGames = { before: 0, total: 0, last_before: null, after: [], before_dates: [] };
type DateLists = { after: string | null; before_dates: string | null };
const splitDates = (r: DateLists) => ({
  after: r.after ? r.after.split(',') : [],
  before_dates: r.before_dates ? r.before_dates.split(',') : [],
});

/** A team's games of a season before a date and in all (none without a team). */
export async function teamGames(
  db: Database,
  seasonId: number,
  teamId: number | null,
  before: string,
): Promise<TeamGames> {
  if (teamId === null) return noTeam;
  const [row] = await sqlRows<Omit<TeamGames, keyof DateLists> & DateLists>(
    db,
    sql`select count(*) filter (where game_date < ${before})::int as before, count(*)::int as total,
          max(game_date) filter (where game_date < ${before})::text as last_before,
          string_agg(game_date::text, ',' order by game_date) filter (where game_date >= ${before}) as after,
          string_agg(game_date::text, ',' order by game_date) filter (where game_date < ${before}) as before_dates
        from games where season_id = ${seasonId} and (home_team_id = ${teamId} or away_team_id = ${teamId})`,
  );
  return row ? { ...row, ...splitDates(row) } : noTeam;
}

/** The most games any team played in a season (a season's length, for one still under way). */
export async function seasonLength(db: Database, seasonId: number) {
  const [row] = await sqlRows<{ n: number | null }>(
    db,
    sql`select max(n)::int as n from (
          select count(*) as n from (
            select home_team_id as team from games where season_id = ${seasonId}
            union all select away_team_id from games where season_id = ${seasonId}) t
          group by team) c`,
  );
  return row?.n ?? 0;
}

/** Every team's games of a season before a date and in all (teamGames for a whole league). */
export async function allTeamGames(db: Database, seasonId: number, before: string) {
  const rows = await sqlRows<Omit<TeamGames, keyof DateLists> & DateLists & { team: number }>(
    db,
    sql`select team, count(*) filter (where game_date < ${before})::int as before, count(*)::int as total,
          max(game_date) filter (where game_date < ${before})::text as last_before,
          string_agg(game_date::text, ',' order by game_date) filter (where game_date >= ${before}) as after,
          string_agg(game_date::text, ',' order by game_date) filter (where game_date < ${before}) as before_dates
        from (select home_team_id as team, game_date from games where season_id = ${seasonId}
              union all
              select away_team_id, game_date from games where season_id = ${seasonId}) t
        where team is not null
        group by team`,
  );
  return new Map(
    rows.map((r): [number, TeamGames] => [
      r.team,
      { before: r.before, total: r.total, last_before: r.last_before, ...splitDates(r) },
    ]),
  );
}

/**
 * A team's players as of a date: those whose last game of the season before it was for the team
 * (the model's teams, team-minutes.ts: a traded player is her new team's), with their position
 * and class.
 */
/**
 * A season's lines in brief, in game order: who played for which team, when and how long. The
 * team-minutes pass (team-minutes.ts) reads each date's rosters and minutes per team game from it
 * in memory: a value ledger asks for the same season on 26 dates, each a scan of the season.
 */
export function seasonTeamLog(db: Database, seasonId: number) {
  return sqlRows<{
    playerId: number;
    teamId: number | null;
    gameId: number;
    date: string;
    minutes: number;
  }>(
    db,
    sql`select player_id as "playerId", team_id as "teamId", game_id as "gameId",
          game_date::text as date, minutes
        from player_game_stats where season_id = ${seasonId}
        order by game_date, game_id`,
  );
}

/** The players who played for a team in a season (any date: the caller keeps what it may see). */
export function seasonTeamPlayers(db: Database, seasonId: number, teamId: number) {
  return sqlRows<{ id: number; position: string | null; school_year: string | null }>(
    db,
    sql`select p.id, p.position, p.school_year from players p
        where p.id in (select player_id from player_game_stats
                       where season_id = ${seasonId} and team_id = ${teamId})
        order by p.id`,
  );
}
