import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playByPlayEvents, playByPlayMismatches } from '../../db/schema/index';
import { insertRows } from '../../db/bulk-insert';
import type { Mismatch } from './check-totals';
import type { ResolvedGame } from './resolve-plays';

/** Events per INSERT batch. */
const EVENT_CHUNK = 2_000;

type EventRow = typeof playByPlayEvents.$inferInsert;
type MismatchRow = typeof playByPlayMismatches.$inferInsert;

/**
 * Replaces each game's events (and kept mismatches) inside the caller's transaction. A game that
 * already holds exactly these rows is left alone, so importing a file twice writes nothing the
 * second time. Answers, per game, whether it changed.
 */
export async function writePlays(
  tx: Database,
  games: { game: ResolvedGame; mismatches: Mismatch[] }[],
): Promise<Map<number, boolean>> {
  const changed = new Map<number, boolean>();
  const ids = games.map((g) => g.game.gameId);
  if (!ids.length) return changed;
  const storedEvents = await tx
    .select()
    .from(playByPlayEvents)
    .where(inArray(playByPlayEvents.gameId, ids))
    .orderBy(asc(playByPlayEvents.gameId), asc(playByPlayEvents.seq));
  const storedMismatches = await tx
    .select()
    .from(playByPlayMismatches)
    .where(inArray(playByPlayMismatches.gameId, ids));

  const toInsert: EventRow[] = [];
  const mismatchRows: MismatchRow[] = [];
  const replaced: number[] = [];
  for (const { game, mismatches } of games) {
    const events = game.plays.map((p): EventRow => ({
      gameId: game.gameId,
      seq: p.seq,
      period: p.period,
      clockTenths: p.clockTenths,
      teamId: p.teamId,
      playerId: p.playerId,
      event: p.event,
      shotX: p.shotX,
      shotY: p.shotY,
    }));
    const kept = mismatches.map((m): MismatchRow => ({
      gameId: game.gameId,
      playerId: m.playerId,
      stat: m.stat,
      boxScore: m.boxScore,
      events: m.events,
    }));
    const same =
      sameRows(
        events,
        storedEvents.filter((e) => e.gameId === game.gameId),
        eventKey,
      ) &&
      sameRows(
        kept,
        storedMismatches.filter((m) => m.gameId === game.gameId),
        mismatchKey,
      );
    changed.set(game.gameId, !same);
    if (same) continue;
    replaced.push(game.gameId);
    toInsert.push(...events);
    mismatchRows.push(...kept);
  }
  if (!replaced.length) return changed;
  await tx.delete(playByPlayEvents).where(inArray(playByPlayEvents.gameId, replaced));
  await tx.delete(playByPlayMismatches).where(inArray(playByPlayMismatches.gameId, replaced));
  // One JSON parameter per batch (COPY on PGlite), not nine bind parameters per event: a
  // 500-event game's VALUES list cost most of the import on PostgreSQL.
  await insertRows(tx, playByPlayEvents, toInsert, EVENT_CHUNK);
  if (mismatchRows.length) await tx.insert(playByPlayMismatches).values(mismatchRows);
  return changed;
}

/** Real columns come back as float4: compare shot locations at the file's two decimals. */
const feet = (v: number | null | undefined) => (v == null ? '' : v.toFixed(2));
const eventKey = (e: EventRow) =>
  [
    e.seq,
    e.period,
    e.clockTenths,
    e.teamId,
    e.playerId,
    e.event,
    feet(e.shotX),
    feet(e.shotY),
  ].join('|');
const mismatchKey = (m: MismatchRow) => [m.playerId, m.stat, m.boxScore, m.events].join('|');

function sameRows<T>(a: T[], b: T[], key: (row: T) => string): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}
