import { paths } from '@hoopdex/contract/spa-paths';
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../deps';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { leagueProjections } from '../projections/index';
import { utcToday } from '../stats/index';
import { recomputeValues } from '../value/index';
import { notify } from './fan-out.service';

// Alerts when a followed player's projection jumps or her Hoopdex Value moves by 10 % or more
// (issues 32 and 33; decision 0033). Each is measured from a mark (player_alert_marks): where
// the number stood at the player's last alert of that kind, or at its first reading, which
// alerts nobody. An alert moves the mark by compare-and-set, so one change alerts once however
// many imports, instances or days see it; the event key (day, player) makes a retry the same
// event. Only followed players are read: nobody else could be told.

const DAY_MS = 86_400_000;
/** Player ids stay below this, so (day, player) packs into one bigint source id. */
const PLAYER_ID_SPAN = 10_000_000;
/** A value move this large (either way) alerts (issue 33). */
export const VALUE_MOVE_SHARE = 0.1;

/** The event key of "player P's number moved on day D" (one a day per player and kind). */
export function moveSourceId(day: string, playerId: number): number {
  return (Date.parse(`${day}T00:00:00Z`) / DAY_MS) * PLAYER_ID_SPAN + playerId;
}

interface Followed {
  id: number;
  slug: string;
  name: string;
  imageuri: string | null;
  league_id: number;
}

interface Mark {
  player_id: number;
  projection_pts: number | null;
  projection_half: number | null;
  value: number | null;
}

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The players of these leagues someone follows. */
function followedPlayers(db: Database, leagueIds: readonly number[]) {
  if (!leagueIds.length) return Promise.resolve([]);
  return sqlRows<Followed>(
    db,
    sql`select p.id, p.slug, p.firstname || ' ' || p.lastname as name, p.imageuri, p.league_id
        from players p
        where p.league_id = any(${idArray(leagueIds)}::int[])
          and exists (select 1 from follows f where f.follow_type = 'player' and f.target_id = p.id)`,
  );
}

async function marksOf(db: Database, ids: readonly number[]) {
  const rows = await sqlRows<Mark>(
    db,
    sql`select player_id, projection_pts, projection_half, value from player_alert_marks
        where player_id = any(${idArray(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.player_id, r]));
}

const one = (n: number) => n.toFixed(1);
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/**
 * Projection jumps: a followed player's rest-of-season points projection (as of `asOf`, default
 * today) moved by more than half its 80 % range at the mark. Not once her team's season is over
 * (no games left: nothing is projected any more). Answers the new events' ids, for the live push.
 */
export async function notifyProjectionJumps(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueIds: readonly number[],
  asOf: string = utcToday(),
): Promise<number[]> {
  const db = deps.db.db;
  const followed = await followedPlayers(db, leagueIds);
  if (!followed.length) return [];
  const marks = await marksOf(
    db,
    followed.map((p) => p.id),
  );
  const events: number[] = [];
  for (const leagueId of new Set(followed.map((p) => p.league_id))) {
    const league = await leagueProjections(deps, leagueId, asOf);
    const byPlayer = new Map(league?.players.map((p) => [p.playerId, p]));
    for (const player of followed.filter((p) => p.league_id === leagueId)) {
      const p = byPlayer.get(player.id);
      if (!p || p.gamesLeft === 0) continue;
      const pts = p.ros.pts;
      const half = (pts.p90 - pts.p10) / 2;
      const mark = marks.get(player.id);
      if (!mark || mark.projection_pts === null || mark.projection_half === null) {
        await setProjectionMark(db, player.id, null, pts.mean, half, asOf);
        continue;
      }
      if (Math.abs(pts.mean - mark.projection_pts) <= mark.projection_half) continue;
      // Whoever moves the mark sends the alert: a second instance finds it moved and stops.
      if (!(await setProjectionMark(db, player.id, mark.projection_pts, pts.mean, half, asOf)))
        continue;
      const event = await alertFollowers(db, player, asOf, {
        kind: 'projection_jump',
        title: `${player.name}'s projection ${pts.mean > mark.projection_pts ? 'jumped' : 'dropped'}`,
        body: `Rest of season: ${one(pts.mean)} points a game (80 % range ${one(pts.p10)}–${one(pts.p90)}), was ${one(mark.projection_pts)}`,
      });
      if (event !== null) events.push(event);
    }
  }
  return events;
}

/** Tells a player's followers of a move (one event per day and player); the event's id, or null when nobody was told. */
async function alertFollowers(
  db: Database,
  player: { id: number; slug: string; imageuri: string | null },
  asOf: string,
  alert: { kind: 'projection_jump' | 'value_move'; title: string; body: string },
): Promise<number | null> {
  const { eventId, notified } = await notify(
    db,
    {
      ...alert,
      sourceId: moveSourceId(asOf, player.id),
      path: paths.player(player.slug),
      image: player.imageuri,
    },
    { follows: [{ type: 'player', id: player.id }] },
  );
  return notified > 0 ? eventId : null;
}

/** Sets the projection mark if it still holds `was` (null: no mark yet); true if it moved. */
async function setProjectionMark(
  db: Database,
  playerId: number,
  was: number | null,
  pts: number,
  half: number,
  asOf: string,
): Promise<boolean> {
  const rows = await sqlRows<{ player_id: number }>(
    db,
    sql`insert into player_alert_marks as m (player_id, projection_pts, projection_half, projection_as_of)
        values (${playerId}, ${pts}, ${half}, ${asOf})
        on conflict (player_id) do update set projection_pts = excluded.projection_pts,
          projection_half = excluded.projection_half, projection_as_of = excluded.projection_as_of,
          updated_at = now()
        where m.projection_pts is not distinct from ${was}::float8
        returning m.player_id`,
  );
  return rows.length > 0;
}

/**
 * Value moves: a followed player's Hoopdex Value (recomputed as of `asOf` into player_values,
 * the stored values' table) moved by 10 % or more from the mark. Answers the new events' ids.
 */
export async function notifyValueMoves(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueIds: readonly number[],
  asOf: string = utcToday(),
): Promise<number[]> {
  const db = deps.db.db;
  const followed = await followedPlayers(db, leagueIds);
  if (!followed.length) return [];
  const ids = followed.map((p) => p.id);
  await recomputeValues(db, { asOf, playerIds: ids });
  const [values, marks] = await Promise.all([
    sqlRows<{ player_id: number; value: number }>(
      db,
      sql`select player_id, value from player_values
          where as_of = ${asOf}::date and player_id = any(${idArray(ids)}::int[])`,
    ),
    marksOf(db, ids),
  ]);
  const valueOf = new Map(values.map((v) => [v.player_id, v.value]));
  const events: number[] = [];
  for (const player of followed) {
    const value = valueOf.get(player.id);
    if (value === undefined) continue;
    const mark = marks.get(player.id)?.value ?? null;
    if (mark === null || mark <= 0) {
      await setValueMark(db, player.id, mark, value, asOf);
      continue;
    }
    const change = (value - mark) / mark;
    if (Math.abs(change) < VALUE_MOVE_SHARE) continue;
    if (!(await setValueMark(db, player.id, mark, value, asOf))) continue;
    const pct = Math.round(Math.abs(change) * 100);
    const event = await alertFollowers(db, player, asOf, {
      kind: 'value_move',
      title: `${player.name}'s Hoopdex Value ${change > 0 ? 'rose' : 'fell'} ${pct} %`,
      body: `${dollars(mark)} → ${dollars(value)} a year (an index of endorsement opportunity, not earnings)`,
    });
    if (event !== null) events.push(event);
  }
  return events;
}

async function setValueMark(
  db: Database,
  playerId: number,
  was: number | null,
  value: number,
  asOf: string,
): Promise<boolean> {
  const rows = await sqlRows<{ player_id: number }>(
    db,
    sql`insert into player_alert_marks as m (player_id, value, value_as_of)
        values (${playerId}, ${value}, ${asOf})
        on conflict (player_id) do update set value = excluded.value,
          value_as_of = excluded.value_as_of, updated_at = now()
        where m.value is not distinct from ${was}::int
        returning m.player_id`,
  );
  return rows.length > 0;
}
