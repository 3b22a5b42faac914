import type { PlayerMerge } from '@hoopdex/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { IMPORT_LOCK_KEY } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import {
  playerAliases,
  playerMerges,
  players,
  type MergeChanges,
  type MergeTableChanges,
} from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { badRequest, HttpError, notFound } from '../../lib/http';
import { normalizeSearch } from '../../lib/normalize';
import { playerColumns, type PlayerColumn } from './referencing-tables';

// Merging two players and undoing it (decision 0031). Every row pointing at the merged player
// moves to the kept one; a row the kept player already has an equal of (same board, same
// follower, same value row…) is removed and kept whole in the merge record. The merged player's
// own row is deleted and kept too. An undo moves the moved rows back by their primary keys and
// inserts the removed ones and the player again, with their ids: no line is lost either way.

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
const keyObject = (alias: string, cols: readonly string[]) =>
  `jsonb_build_object(${cols.map((c) => `'${c}', ${alias}.${q(c)}`).join(', ')})`;

interface PlayerSnapshot {
  id: number;
  slug: string;
  firstname: string;
  lastname: string;
  search_name: string;
  league_id: number;
}

async function playerRow(db: Database, id: number) {
  const [row] = await sqlRows<{ row: PlayerSnapshot & Record<string, unknown> }>(
    db,
    sql`select to_jsonb(p) as row from players p where p.id = ${id}`,
  );
  return row?.row;
}

/** The first game both played (a merge of them would make one player play twice in it). */
async function sharedGame(db: Database, a: number, b: number) {
  const [row] = await sqlRows<{ date: string }>(
    db,
    sql`select x.game_date::text as date from player_game_stats x
      join player_game_stats y on y.game_id = x.game_id
      where x.player_id = ${a} and y.player_id = ${b} order by x.game_date limit 1`,
  );
  return row?.date;
}

async function moveTable(
  db: Database,
  t: PlayerColumn,
  from: number,
  to: number,
): Promise<MergeTableChanges> {
  const col = q(t.column);
  const scope = filterOf(t, 'm');
  // A twin: a row of the kept player equal on every other column of a unique key.
  const twins = t.uniqueKeys.map((key) => {
    const same = key.filter((c) => c !== t.column).map((c) => `k.${q(c)} = m.${q(c)}`);
    return `exists (select 1 from ${t.table} k where k.${col} = ${to}${filterOf(t, 'k')}${same.map((s) => ` and ${s}`).join('')})`;
  });
  const removed = twins.length
    ? await sqlRows<{ row: Record<string, unknown> }>(
        db,
        sql.raw(
          `delete from ${t.table} m where m.${col} = ${from}${scope} and (${twins.join(' or ')}) returning to_jsonb(m) as row`,
        ),
      )
    : [];
  const moved = await sqlRows<{ key: Record<string, unknown> }>(
    db,
    sql.raw(
      `update ${t.table} m set ${col} = ${to} where m.${col} = ${from}${scope} returning ${keyObject('m', t.primaryKey)} as key`,
    ),
  );
  return {
    table: t.table,
    column: t.column,
    ...(t.filter ? { filter: t.filter } : {}),
    moved: moved.map((r) => r.key),
    removed: removed.map((r) => r.row),
  };
}

/**
 * Merges `mergeId` into `keepId`, in one transaction under the import lock (an import running
 * at the same time would match lines to a player being deleted). Refuses two players who played
 * in the same game: one of those lines would have to go.
 */
export async function mergePlayers(
  db: Database,
  keepId: number,
  mergeId: number,
  userId: string,
): Promise<{ merge: PlayerMerge; leagueIds: number[] }> {
  if (keepId === mergeId) throw badRequest('Choose two different players', 'merge');
  return db.transaction(async (tx) => {
    await sqlRows(tx, sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const keep = await playerRow(tx, keepId);
    if (!keep) throw notFound('No player with this id', 'keep');
    const merged = await playerRow(tx, mergeId);
    if (!merged) throw notFound('No player with this id', 'merge');
    const shared = await sharedGame(tx, keepId, mergeId);
    if (shared) {
      throw badRequest(
        `${name(keep)} and ${name(merged)} both played in the game of ${shared}: they are two ` +
          'people, and one of those lines would be lost',
        'merge',
      );
    }
    const tables: MergeTableChanges[] = [];
    for (const t of await playerColumns(tx)) tables.push(await moveTable(tx, t, mergeId, keepId));
    const studio = await sqlRows<{ id: number; player_ids: number[] }>(
      tx,
      sql`update studio_items s set player_ids = case when ${keepId} = any(s.player_ids)
            then array_remove(s.player_ids, ${mergeId})
            else array_replace(s.player_ids, ${mergeId}, ${keepId}) end
          from studio_items o where o.id = s.id and ${mergeId} = any(o.player_ids)
          returning s.id, o.player_ids`,
    );
    await tx.delete(players).where(eq(players.id, mergeId));
    // The merged name stays findable: an alias for files and links, and in the search name.
    const alias = await tx
      .insert(playerAliases)
      .values({ slug: merged.slug, name: name(merged), playerId: keepId })
      .onConflictDoNothing()
      .returning({ slug: playerAliases.slug });
    await tx
      .update(players)
      .set({ searchName: normalizeSearch(`${keep.search_name} ${name(merged)}`) })
      .where(eq(players.id, keepId));
    const changes: MergeChanges = {
      tables: tables.filter((t) => t.moved.length || t.removed.length),
      studioItems: studio.map((s) => ({ id: s.id, playerIds: s.player_ids })),
      aliasAdded: alias.length > 0,
    };
    const [record] = await tx
      .insert(playerMerges)
      .values({
        keepId,
        mergedId: mergeId,
        mergedPlayer: merged,
        keepSearchName: keep.search_name,
        changes,
        userId,
      })
      .returning();
    if (!record) throw new Error('merge not recorded');
    return {
      merge: describe(record, { slug: keep.slug, name: name(keep) }),
      leagueIds: [...new Set([keep.league_id, merged.league_id])],
    };
  });
}

/** Puts back everything a merge changed (409 when it was undone, or later changes stand in the way). */
export async function undoMerge(
  db: Database,
  id: number,
): Promise<{ merge: PlayerMerge; leagueIds: number[]; playerIds: number[] }> {
  return db.transaction(async (tx) => {
    await sqlRows(tx, sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const [m] = await tx.select().from(playerMerges).where(eq(playerMerges.id, id)).for('update');
    if (!m) throw notFound('No merge with this id', 'id');
    if (m.undoneAt) throw conflict('This merge was already undone');
    const keep = await playerRow(tx, m.keepId);
    if (!keep) throw conflict('The kept player is gone (merged again?): undo that first');
    const snapshot = m.mergedPlayer as unknown as PlayerSnapshot;
    const [taken] = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.slug, snapshot.slug));
    if (taken) throw conflict(`Another player now has the address ${snapshot.slug}`);
    await sqlRows(
      tx,
      sql`insert into players select * from jsonb_populate_record(null::players, ${JSON.stringify(m.mergedPlayer)}::jsonb)`,
    );
    for (const t of m.changes.tables) {
      const scope = filterOf(t, 'm');
      const keyCols = t.moved[0] ? Object.keys(t.moved[0]) : [];
      if (keyCols.length) {
        await sqlRows(
          tx,
          sql`${sql.raw(`update ${t.table} m set ${q(t.column)} = ${m.mergedId} where m.${q(t.column)} = ${m.keepId}${scope} and ${keyObject('m', keyCols)} in (select jsonb_array_elements(`)}${JSON.stringify(t.moved)}::jsonb))`,
        );
      }
      if (t.removed.length) {
        await sqlRows(
          tx,
          sql`${sql.raw(`insert into ${t.table} select * from jsonb_populate_recordset(null::${t.table}, `)}${JSON.stringify(t.removed)}::jsonb)`,
        );
      }
    }
    for (const s of m.changes.studioItems) {
      await sqlRows(
        tx,
        sql`update studio_items set player_ids = ${sql.raw(intArray(s.playerIds))} where id = ${s.id}`,
      );
    }
    if (m.changes.aliasAdded) {
      await tx.delete(playerAliases).where(eq(playerAliases.slug, snapshot.slug));
    }
    await tx.update(players).set({ searchName: m.keepSearchName }).where(eq(players.id, m.keepId));
    const [record] = await tx
      .update(playerMerges)
      .set({ undoneAt: new Date() })
      .where(eq(playerMerges.id, id))
      .returning();
    return {
      merge: describe(record ?? m, { slug: keep.slug, name: name(keep) }),
      leagueIds: [...new Set([keep.league_id, snapshot.league_id])],
      playerIds: [m.keepId, m.mergedId],
    };
  });
}

/** The latest merges, newest first, with the kept player's current name. */
export async function listMerges(db: Database, limit = 20): Promise<PlayerMerge[]> {
  const rows = await db
    .select({
      m: playerMerges,
      slug: players.slug,
      first: players.firstname,
      last: players.lastname,
    })
    .from(playerMerges)
    .leftJoin(players, eq(players.id, playerMerges.keepId))
    .orderBy(desc(playerMerges.id))
    .limit(limit);
  return rows.map((r) =>
    describe(r.m, { slug: r.slug ?? '', name: r.first ? `${r.first} ${r.last}` : '(gone)' }),
  );
}

/** ` and m."follow_type" = 'player'` for a column that points at players only so. */
const filterOf = (t: { filter?: PlayerColumn['filter'] }, alias: string) =>
  t.filter ? ` and ${alias}.${q(t.filter.column)} = '${t.filter.value.replaceAll("'", "''")}'` : '';
const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();
const conflict = (msg: string) => new HttpError(409, [{ msg, param: 'id' }]);
const intArray = (ids: number[]) => `'{${ids.map((n) => Math.trunc(n)).join(',')}}'::int[]`;

function describe(
  m: typeof playerMerges.$inferSelect,
  keep: { slug: string; name: string },
): PlayerMerge {
  const merged = m.mergedPlayer as unknown as PlayerSnapshot;
  return {
    id: m.id,
    keep: { id: m.keepId, ...keep },
    merged: { id: m.mergedId, slug: merged.slug, name: name(merged) },
    lines_moved: m.changes.tables.reduce((n, t) => n + t.moved.length, 0),
    lines_removed: m.changes.tables.reduce((n, t) => n + t.removed.length, 0),
    created_at: m.createdAt.toISOString(),
    undone_at: m.undoneAt?.toISOString() ?? null,
  };
}
