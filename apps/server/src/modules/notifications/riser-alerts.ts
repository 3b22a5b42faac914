import { paths } from '@hoopdex/contract/spa-paths';
import type { Riser } from '@hoopdex/contract';
import type { ModuleDeps } from '../../deps';
import { leagueRisers } from '../intel/index';
import { playersOnBoards } from '../scouting/index';
import { notify } from './fan-out.service';

const DAY_MS = 86_400_000;
/** Player ids stay below this, so (week, player) packs into one bigint source id. */
const PLAYER_ID_SPAN = 10_000_000;

/**
 * The event key of "player P is a riser of the week ending on D": the week's last day (days
 * since 1970) × 10^7 + the player id. One event per player and week, so a second import in
 * the same week (the risers recomputed) notifies nobody twice.
 */
export function riserSourceId(weekEnd: string, playerId: number): number {
  return (Date.parse(`${weekEnd}T00:00:00Z`) / DAY_MS) * PLAYER_ID_SPAN + playerId;
}

/** "+8.4 PTS this week (12.1 before)"; fewer turnovers read as the rise they are. */
export function riserLine(r: Pick<Riser, 'top_move'>): string {
  const m = r.top_move;
  const sign = m.delta > 0 ? '+' : '';
  return `${sign}${m.delta.toFixed(1)} ${m.label} this week (${m.baseline_average.toFixed(1)} before)`;
}

/**
 * After an import has recomputed the leagues' risers: each riser who sits on somebody's scouting
 * board becomes a `weekly_riser` event for those boards' owners (decision 0011). Only players on
 * a board can notify anyone, so one query narrows the list before any event is written.
 * Answers the ids of events that reached somebody new, for the live push.
 */
export async function notifyBoardRisers(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueIds: number[],
): Promise<number[]> {
  const risers = (await Promise.all(leagueIds.map((id) => leagueRisers(deps, id)))).flat();
  if (!risers.length) return [];
  const onBoards = await playersOnBoards(
    deps.db.db,
    risers.map((r) => r.player_id),
  );
  const eventIds: number[] = [];
  for (const r of risers.filter((x) => onBoards.has(x.player_id))) {
    const { eventId, notified } = await notify(
      deps.db.db,
      {
        kind: 'weekly_riser',
        sourceId: riserSourceId(r.week_end, r.player_id),
        title: `${r.player.firstname} ${r.player.lastname} is a weekly riser`,
        body: riserLine(r),
        path: paths.player(r.player.slug),
        image: r.player.imageuri,
      },
      { boardsWithPlayer: r.player_id },
    );
    if (notified > 0) eventIds.push(eventId);
  }
  return eventIds;
}
