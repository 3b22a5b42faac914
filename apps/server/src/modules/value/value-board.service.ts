import type { ValueBoard, ValueBoardQuery, ValueBoardRow } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import type { Database } from '../../db/client';
import { valueBoard } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import type { BackgroundWork } from '../../lib/background-work';
import { notFound } from '../../lib/http';
import { resolveLeagueId } from '../organizations/index';
import { valuesAsOf } from './recompute-values';
import { valueBoardsChanged } from './value-cache';
import type { PlayerRef } from './value-history';
import { addDays } from './value-inputs';
import { VALUE_DISCLAIMER } from './value-method';
import { utcToday } from './value.service';

// The Value board (decision 0030, "The Value board"): a league season's players ranked by Hoopdex
// Value as of the season's end (today while it runs), with the risers: the biggest rises since
// the ledger's previous weekly point. Computing every player's value takes seconds, so the board
// is kept in value_board and recomputed only when it is stale.

/** The risers' span: the ledger's weekly step. */
export const RISER_DAYS = 7;
/** Follows, views and portal entries move a value without an import: an hour at most. */
const BOARD_MAX_AGE_MS = 3_600_000;
const RISERS = 5;

interface SeasonRow {
  id: number;
  label: string;
  end_date: string;
}

/** The board's as_of: the day after the season's last day, or today while it runs. */
const boardAsOf = (s: SeasonRow, today: string) => {
  const after = addDays(s.end_date, 1);
  return after < today ? after : today;
};

/**
 * What the board is read with. Given `background`, a stored board that went stale is answered as
 * it is (with its own as_of) while the new one is computed off the request; without it (a
 * script, Ask's one answer) the board is made current first.
 */
export type BoardDeps = ServiceDeps & { background?: BackgroundWork };

/** The board's page and how many players it ranks in all (the envelope's rowCount). */
export async function valueBoardOf(
  deps: BoardDeps,
  q: ValueBoardQuery,
): Promise<{ board: ValueBoard; total: number }> {
  const db = deps.db.db;
  const leagueId = await resolveLeagueId(deps, q.league, 'league');
  const seasons = await sqlRows<SeasonRow & { league: string }>(
    db,
    sql`select s.id, s.label, s.end_date::text as end_date, l.display_name as league
      from seasons s join leagues l on l.id = s.league_id
      where s.league_id = ${leagueId}
        and exists (select 1 from player_game_stats g where g.season_id = s.id)
      order by s.start_date desc, s.id desc`,
  );
  const season = q.season === undefined ? seasons[0] : seasons.find((s) => s.label === q.season);
  if (q.season !== undefined && !season) throw notFound('No such season with games', 'season');
  const league = { id: leagueId, name: seasons[0]?.league ?? '' };
  const base = {
    league,
    seasons: seasons.map((s) => s.label),
    riser_days: RISER_DAYS,
    disclaimer: VALUE_DISCLAIMER,
  };
  if (!season)
    return { board: { ...base, season: '', as_of: utcToday(), rows: [], risers: [] }, total: 0 };
  const asOf = await currentBoard(deps, season.id, boardAsOf(season, utcToday()));
  const position = q.position ? sql`and p.position = ${q.position}` : sql``;
  const ranked = await sqlRows<RankedRow & { total: number }>(
    db,
    sql`select * from (
        select rank() over (order by b.value desc)::int as rank, p.slug,
          p.firstname || ' ' || p.lastname as name, p.position, t.name as team,
          b.value, b.low, b.high, b.week_ago, count(*) over ()::int as total
        from value_board b join players p on p.id = b.player_id
          left join teams t on t.id = p.team_id
        where b.season_id = ${season.id} ${position}) r
      order by rank, name, slug limit ${q.limit} offset ${q.offset}`,
  );
  const risers = await sqlRows<RankedRow>(
    db,
    sql`select * from (
        select rank() over (order by b.value desc)::int as rank, p.slug,
          p.firstname || ' ' || p.lastname as name, p.position, t.name as team,
          b.value, b.low, b.high, b.week_ago
        from value_board b join players p on p.id = b.player_id
          left join teams t on t.id = p.team_id
        where b.season_id = ${season.id} ${position}) r
      where week_ago is not null and value > week_ago
      order by value - week_ago desc, slug limit ${RISERS}`,
  );
  const total = ranked[0]?.total ?? (await countBoard(db, season.id, q.position));
  return {
    board: {
      ...base,
      season: season.label,
      as_of: asOf,
      rows: ranked.map(toRow),
      risers: risers.map(toRow),
    },
    total,
  };
}

interface RankedRow {
  rank: number;
  slug: string;
  name: string;
  position: string | null;
  team: string | null;
  value: number;
  low: number;
  high: number;
  week_ago: number | null;
}

const toRow = (r: RankedRow): ValueBoardRow => ({
  rank: r.rank,
  player: { slug: r.slug, name: r.name, position: r.position, team: r.team },
  value: r.value,
  low: r.low,
  high: r.high,
  week_ago: r.week_ago,
  change: r.week_ago === null ? null : r.value - r.week_ago,
});

async function countBoard(db: Database, seasonId: number, position: string | undefined) {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from value_board b join players p on p.id = b.player_id
      where b.season_id = ${seasonId} ${position ? sql`and p.position = ${position}` : sql``}`,
  );
  return row?.n ?? 0;
}

interface BoardState {
  lines: number;
  /** Lines counted by a board as of the day asked and under an hour old (null: none such). */
  stored: number | null;
  /** The as_of of whatever board is stored, fresh or not (null: none). */
  storedAsOf: string | null;
}

async function boardState(db: Database, seasonId: number, asOf: string): Promise<BoardState> {
  const [state] = await sqlRows<BoardState>(
    db,
    sql`select (select count(*)::int from player_game_stats where season_id = ${seasonId}) as lines,
        (select min(season_lines) from value_board where season_id = ${seasonId}
          and as_of = ${asOf}::date
          and computed_at > now() - make_interval(secs => ${BOARD_MAX_AGE_MS / 1000})) as stored,
        (select max(as_of)::text from value_board where season_id = ${seasonId}) as "storedAsOf"`,
  );
  return state ?? { lines: 0, stored: null, storedAsOf: null };
}

/** Seasons whose board is queued for a rebuild, per database: one each, however many readers. */
const rebuildingIn = new WeakMap<Database, Set<number>>();

/**
 * The as_of of the board to read: the one asked for once current; or, with background work and a
 * stale board stored, the stored one while its rebuild is queued (then the boards' cache drops).
 */
async function currentBoard(deps: BoardDeps, seasonId: number, asOf: string): Promise<string> {
  const db = deps.db.db;
  const state = await boardState(db, seasonId, asOf);
  if (state.stored === state.lines) return asOf;
  const background = deps.background;
  if (!background || state.storedAsOf === null) {
    await recomputeSeasonBoard(db, seasonId, asOf, state.lines);
    return asOf;
  }
  const rebuilding = rebuildingIn.get(db) ?? new Set<number>();
  rebuildingIn.set(db, rebuilding);
  if (!rebuilding.has(seasonId)) {
    rebuilding.add(seasonId);
    background.run('value board rebuild', async () => {
      try {
        await ensureSeasonBoard(db, seasonId, asOf);
        await valueBoardsChanged(deps.cache);
      } finally {
        rebuilding.delete(seasonId);
      }
    });
  }
  return state.storedAsOf;
}

/**
 * Makes the season's stored board current: recomputed when it is missing, as of another day,
 * older than an hour, or counted fewer or more box-score lines than the season has now.
 */
export async function ensureSeasonBoard(db: Database, seasonId: number, asOf: string) {
  const state = await boardState(db, seasonId, asOf);
  if (state.stored === state.lines) return;
  await recomputeSeasonBoard(db, seasonId, asOf, state.lines);
}

/**
 * The boards of these leagues' latest seasons computed before their first reader. `missingOnly`
 * (after an import): only seasons with no stored board at all; a stored board that an import
 * made stale is rebuilt when it is next read (answered as stored meanwhile), so a one-line
 * import into a big league does not value every player of it at once. At start-up: every
 * board made current.
 */
export async function warmValueBoards(
  deps: ServiceDeps,
  leagueIds: readonly number[],
  { missingOnly = false }: { missingOnly?: boolean } = {},
) {
  if (leagueIds.length === 0) return;
  const db = deps.db.db;
  const seasons = await sqlRows<SeasonRow & { stored: boolean }>(
    db,
    sql`select distinct on (s.league_id) s.id, s.label, s.end_date::text as end_date,
        exists (select 1 from value_board b where b.season_id = s.id) as stored
      from seasons s
      where s.league_id in (${sql.join(
        leagueIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and exists (select 1 from player_game_stats g where g.season_id = s.id)
      order by s.league_id, s.start_date desc, s.id desc`,
  );
  const today = utcToday();
  const due = missingOnly ? seasons.filter((s) => !s.stored) : seasons;
  for (const season of due) await ensureSeasonBoard(db, season.id, boardAsOf(season, today));
  if (due.length) await valueBoardsChanged(deps.cache);
}

/** Every value of the season's players as of the date, written as the season's board. */
export async function recomputeSeasonBoard(
  db: Database,
  seasonId: number,
  asOf: string,
  seasonLines: number,
) {
  const refs = await sqlRows<PlayerRef>(
    db,
    sql`select p.id, p.slug, p.firstname || ' ' || p.lastname as name, p.league_id as "leagueId",
        l.name as "leagueCode", l.display_name as "leagueLabel", l.level, p.fan_count as "fanCount"
      from players p join leagues l on l.id = p.league_id
      where exists (select 1 from player_game_stats s where s.player_id = p.id
        and s.season_id = ${seasonId} and s.game_date < ${asOf}::date)`,
  );
  const rows = (await valuesAsOf(db, refs, asOf)).map((r) => ({
    seasonId,
    playerId: r.ref.id,
    asOf,
    value: r.value,
    low: r.low,
    high: r.high,
    weekAgo: r.weekAgo,
    seasonLines,
  }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from value_board where season_id = ${seasonId}`);
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(valueBoard)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
  });
}
