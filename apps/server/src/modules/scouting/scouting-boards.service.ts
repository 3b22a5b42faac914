import type { PlayerStatsRow, ScoutBoard } from '@hoopdex/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { players, scoutBoardItems, scoutBoards, scoutNotes, teams } from '../../db/schema/index';
import { csvStream } from '../../lib/csv';
import { badRequest, notFound } from '../../lib/http';
import { loadDataset, rowOfPlayer } from '../stats/index';
import { asCaller } from './scouting.service';

const itemCount = sql<number>`(select count(*)::int from ${scoutBoardItems} where ${scoutBoardItems.boardId} = ${scoutBoards.id})`;
const boardColumns = {
  id: scoutBoards.id,
  name: scoutBoards.name,
  created_at: scoutBoards.createdAt,
  updated_at: scoutBoards.updatedAt,
  item_count: itemCount,
  share_token: scoutBoards.shareToken,
};
type BoardRow = {
  id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
  item_count: number;
  share_token: string | null;
};
const toBoard = (r: BoardRow): ScoutBoard => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
const mine = (userId: string, id: number) =>
  and(eq(scoutBoards.id, id), eq(scoutBoards.userId, userId));

export async function listBoards(deps: ServiceDeps, userId: string): Promise<ScoutBoard[]> {
  const rows = await deps.db.db
    .select(boardColumns)
    .from(scoutBoards)
    .where(eq(scoutBoards.userId, userId))
    .orderBy(desc(scoutBoards.updatedAt), desc(scoutBoards.id));
  return rows.map(toBoard);
}

export async function createBoard(
  deps: ServiceDeps,
  userId: string,
  name: string,
): Promise<ScoutBoard> {
  const [row] = await asCaller(() =>
    deps.db.db.insert(scoutBoards).values({ userId, name }).returning({ id: scoutBoards.id }),
  );
  return getBoard(deps, userId, row!.id);
}

/** The caller's board with its players in order; anyone else's board is a 404. */
export async function getBoard(deps: ServiceDeps, userId: string, id: number): Promise<ScoutBoard> {
  const [row] = await deps.db.db.select(boardColumns).from(scoutBoards).where(mine(userId, id));
  if (!row) throw notFound('Board not found', 'id');
  const items = await deps.db.db
    .select({
      position: scoutBoardItems.position,
      player_id: players.id,
      slug: players.slug,
      firstname: players.firstname,
      lastname: players.lastname,
      imageuri: players.imageuri,
      team_name: teams.name,
      position_name: players.position,
      school_year: players.schoolYear,
      league_id: players.leagueId,
    })
    .from(scoutBoardItems)
    .innerJoin(players, eq(players.id, scoutBoardItems.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(eq(scoutBoardItems.boardId, id))
    .orderBy(asc(scoutBoardItems.position));
  return {
    ...toBoard(row),
    items: items.map(({ position, position_name, league_id: _l, ...player }) => ({
      position,
      player: { ...player, position: position_name },
    })),
  };
}

export async function renameBoard(deps: ServiceDeps, userId: string, id: number, name: string) {
  const done = await deps.db.db
    .update(scoutBoards)
    .set({ name, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning({ id: scoutBoards.id });
  if (!done.length) throw notFound('Board not found', 'id');
  return getBoard(deps, userId, id);
}

export async function deleteBoard(deps: ServiceDeps, userId: string, id: number) {
  const done = await deps.db.db
    .delete(scoutBoards)
    .where(mine(userId, id))
    .returning({ id: scoutBoards.id });
  if (!done.length) throw notFound('Board not found', 'id');
}

/** Replaces the board's players with `slugs`, in that order, in one transaction. */
export async function setBoardItems(
  deps: ServiceDeps,
  userId: string,
  id: number,
  slugs: string[],
) {
  await getBoard(deps, userId, id); // 404 before touching anything
  const found = slugs.length
    ? await deps.db.db
        .select({ id: players.id, slug: players.slug })
        .from(players)
        .where(inArray(players.slug, slugs))
    : [];
  const idOf = new Map(found.map((p) => [p.slug, p.id]));
  const missing = slugs.find((s) => !idOf.has(s));
  if (missing) throw badRequest(`Unknown player: ${missing}`, 'slugs');
  await deps.db.db.transaction(async (tx) => {
    await tx.delete(scoutBoardItems).where(eq(scoutBoardItems.boardId, id));
    if (slugs.length) {
      await tx
        .insert(scoutBoardItems)
        .values(slugs.map((s, i) => ({ boardId: id, playerId: idOf.get(s)!, position: i + 1 })));
    }
    await tx
      .update(scoutBoards)
      .set({ updatedAt: sql`now()` })
      .where(eq(scoutBoards.id, id));
  });
  return getBoard(deps, userId, id);
}

/** Each player's season row of their league's dataset (shared by the CSV and public boards). */
export async function seasonRowsOf(
  deps: ServiceDeps,
  ids: number[],
): Promise<Map<number, PlayerStatsRow>> {
  const leagues = ids.length
    ? await deps.db.db
        .select({ id: players.id, league: players.leagueId })
        .from(players)
        .where(inArray(players.id, ids))
    : [];
  const out = new Map<number, PlayerStatsRow>();
  for (const p of leagues) {
    const row = rowOfPlayer(await loadDataset(deps, p.league, 'latest_season'), p.id);
    if (row) out.set(p.id, row);
  }
  return out;
}

const exportStats = [
  'games_played',
  'performance',
  'pts_average',
  'reb_average',
  'ast_average',
  'fg_percent_average',
] as const;

/** A board as CSV: order, player, the caller's grade and note, and season figures. */
export async function boardCsv(deps: ServiceDeps, userId: string, id: number) {
  const board = await getBoard(deps, userId, id);
  const items = board.items ?? [];
  const ids = items.map((i) => i.player.player_id);
  const notes = ids.length
    ? await deps.db.db
        .select({ playerId: scoutNotes.playerId, note: scoutNotes.note, grade: scoutNotes.grade })
        .from(scoutNotes)
        .where(and(eq(scoutNotes.userId, userId), inArray(scoutNotes.playerId, ids)))
    : [];
  const noteOf = new Map(notes.map((n) => [n.playerId, n]));
  const statsOf = await seasonRowsOf(deps, ids);
  const rows = items.map((item) => ({
    item,
    note: noteOf.get(item.player.player_id),
    stats: statsOf.get(item.player.player_id) as unknown as Record<string, unknown> | undefined,
  }));
  const header = [
    'rank',
    'slug',
    'firstname',
    'lastname',
    'team_name',
    'position',
    'school_year',
    'grade',
    'note',
    ...exportStats,
  ];
  const stream = csvStream(header, rows, ({ item, note, stats }) => [
    item.position,
    item.player.slug,
    item.player.firstname,
    item.player.lastname,
    item.player.team_name,
    item.player.position,
    item.player.school_year,
    note?.grade,
    note?.note,
    ...exportStats.map((f) => stats?.[f]),
  ]);
  const safeName = board.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'board';
  return { stream, filename: `hoopdex-board-${safeName}.csv` };
}
