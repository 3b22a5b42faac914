import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerValues } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { performanceSource } from './performance-source';
import { loadValueHistories, type PlayerRef, type ValueHistory } from './value-history';
import { addDays } from './value-inputs';
import { pointAt, utcToday } from './value.service';
import { eventLoopSlicer } from '../../lib/event-loop';

// Every player's value as of a date, kept in player_values for what ranks many players at once
// (lists, NIL Targets, the Value board, Ask) and for the ≥ 10 % move alert. Run after an import
// or a seed; the player page computes its own answer and never reads this table.

export interface ValueMove {
  playerId: number;
  slug: string;
  name: string;
  before: number;
  after: number;
}

/** A move this large (either way) alerts the player's followers. */
export const VALUE_ALERT_SHARE = 0.1;

/** Players per read of their histories: a few hundred players' seasons in each answer. */
const HISTORY_READ_PLAYERS = 250;

export interface ComputedRow<R extends PlayerRef> {
  ref: R;
  value: number;
  low: number;
  high: number;
  /** The value 7 days before as_of (the ledger's previous weekly point); null: none then. */
  weekAgo: number | null;
}

/**
 * The values of these players as of a date and a week before, computed as the player page
 * computes them (one projector and one league-days load shared by all). Players without a value
 * (no game of theirs before as_of) are left out.
 */
export async function valuesAsOf<R extends PlayerRef>(
  db: Database,
  refs: R[],
  asOf: string,
): Promise<Array<ComputedRow<R>>> {
  const leagueDays = new Map<string, Promise<ValueHistory['leagueDays']>>();
  const weekAgo = addDays(asOf, -7);
  // Every player here is projected: their lines are read together, league by league.
  const batch = new Map<number, number[]>();
  for (const r of refs) {
    const ids = batch.get(r.leagueId);
    if (ids) ids.push(r.id);
    else batch.set(r.leagueId, [r.id]);
  }
  const lineOf = performanceSource(db, batch);
  const out: Array<ComputedRow<R>> = [];
  // A league's board values hundreds of players (seconds): requests get in between them.
  const breathe = eventLoopSlicer();
  for (let i = 0; i < refs.length; i += HISTORY_READ_PLAYERS) {
    const part = refs.slice(i, i + HISTORY_READ_PLAYERS);
    const histories = await loadValueHistories(db, part, asOf, leagueDays);
    for (const ref of part) {
      await breathe();
      const h = histories.get(ref.id);
      if (!h) continue;
      const now = await pointAt(lineOf, h, asOf);
      const before = h.games[0]!.date < weekAgo ? await pointAt(lineOf, h, weekAgo) : null;
      const { value, low, high } = now.computed;
      if (value === null || low === null || high === null) continue;
      out.push({ ref, value, low, high, weekAgo: before?.computed.value ?? null });
    }
  }
  return out;
}

/**
 * Recomputes the values of every player with a game before `asOf` (or only `playerIds`), writes
 * them, deletes those of players without one, and answers the moves of ≥ 10 % against the
 * values stored before.
 */
export async function recomputeValues(
  db: Database,
  opts: { asOf?: string; playerIds?: number[] } = {},
): Promise<{ players: number; moves: ValueMove[] }> {
  const asOf = opts.asOf ?? utcToday();
  const only = opts.playerIds;
  const refs = await sqlRows<PlayerRef & { stored: number | null }>(
    db,
    sql`select p.id, p.slug, p.firstname || ' ' || p.lastname as name, p.league_id as "leagueId",
        l.name as "leagueCode", l.display_name as "leagueLabel", l.level, p.fan_count as "fanCount",
        v.value as stored
      from players p join leagues l on l.id = p.league_id
        left join player_values v on v.player_id = p.id
      where exists (select 1 from player_game_stats s where s.player_id = p.id and s.game_date < ${asOf}::date)
        ${only ? sql`and p.id = any(${`{${only.join(',')}}`}::int[])` : sql``}`,
  );
  const rows: Array<typeof playerValues.$inferInsert> = [];
  const moves: ValueMove[] = [];
  for (const { ref, value, low, high, weekAgo } of await valuesAsOf(db, refs, asOf)) {
    rows.push({ playerId: ref.id, asOf, value, low, high, weekAgo });
    if (ref.stored !== null && ref.stored > 0) {
      if (Math.abs(value - ref.stored) >= VALUE_ALERT_SHARE * ref.stored)
        moves.push({
          playerId: ref.id,
          slug: ref.slug,
          name: ref.name,
          before: ref.stored,
          after: value,
        });
    }
  }
  await db.transaction(async (tx) => {
    if (!only) {
      await tx.execute(
        sql`delete from player_values v where not exists (select 1 from player_game_stats s
          where s.player_id = v.player_id and s.game_date < ${asOf}::date)`,
      );
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(playerValues)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: playerValues.playerId,
          set: {
            asOf: sql`excluded.as_of`,
            value: sql`excluded.value`,
            low: sql`excluded.low`,
            high: sql`excluded.high`,
            weekAgo: sql`excluded.week_ago`,
            computedAt: sql`now()`,
          },
        });
    }
  });
  return { players: rows.length, moves };
}

/**
 * Makes sure these players' stored values are as of today (recomputing the missing or older
 * ones): what a ranking of a few players by value (NIL Targets) reads before it sorts.
 */
export async function ensureValues(db: Database, playerIds: number[]): Promise<void> {
  if (!playerIds.length) return;
  const asOf = utcToday();
  const fresh = await sqlRows<{ player_id: number }>(
    db,
    sql`select player_id from player_values
      where as_of = ${asOf}::date and player_id = any(${`{${playerIds.join(',')}}`}::int[])`,
  );
  const have = new Set(fresh.map((r) => r.player_id));
  const stale = playerIds.filter((id) => !have.has(id));
  if (stale.length) await recomputeValues(db, { asOf, playerIds: stale });
}
