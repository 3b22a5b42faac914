import type { ModuleDeps } from '../../deps';
import { refreshIntelAfterImport } from '../intel/index';
import { catalogueChanged } from '../leagues/index';
import { leaguesChanged } from '../organizations/index';
import { warmValueBoards } from '../value/index';
import {
  announce,
  notifyBoardRisers,
  notifyProjectionJumps,
  notifyValueMoves,
} from '../notifications/index';
import type { ImportOutcome } from './box-score-import.service';

type Log = { warn(obj: object, msg: string): void };

/**
 * What follows a committed import, whoever ran it (the API's answer or the job runner): fresh
 * numbers at once, scouts told of new risers, the live push; the league-wide checks after.
 */
export async function afterImport(
  deps: ModuleDeps,
  outcome: Extract<ImportOutcome, { ok: true }>,
  log: Log,
) {
  if (outcome.dryRun) return; // nothing changed: nothing to refresh
  // A league the import created is listed at once (filters, /players/{league}).
  if (outcome.result.leagues_created) {
    await Promise.all([leaguesChanged(deps.cache), catalogueChanged(deps.cache)]);
  }
  // Leaderboards, the explorer, player stats, risers and big games are cached for minutes:
  // show the new numbers at once (with Redis, on every instance).
  await refreshIntelAfterImport(deps, outcome.leagueIds);
  // Scouts whose boards hold a player who is now a weekly riser (risers were just recomputed);
  // an alert failing must not fail the committed import.
  const riserEvents = await notifyBoardRisers(deps, outcome.leagueIds).catch((err: unknown) => {
    log.warn({ err }, 'alerts: weekly risers not notified');
    return [];
  });
  // Followers of players with a new big game (notified by the import) and those scouts: the
  // live push.
  await announce(deps.alerts, [...outcome.alertEventIds, ...riserEvents], log);
  // Off the answer (they project whole leagues and value every followed player): followers of
  // players whose projection jumped or whose Hoopdex Value moved 10 % (decision 0033), as of
  // today, then a league's first Value board (a stale one is rebuilt by its next reader).
  deps.background.run('import follow-up: move alerts and Value boards', async () => {
    const moveEvents: number[] = [];
    for (const [what, run] of [
      ['projection jumps', notifyProjectionJumps],
      ['value moves', notifyValueMoves],
    ] as const) {
      moveEvents.push(
        ...(await run(deps, outcome.leagueIds).catch((err: unknown) => {
          log.warn({ err }, `alerts: ${what} not notified`);
          return [];
        })),
      );
    }
    await announce(deps.alerts, moveEvents, log);
    await warmValueBoards(deps, outcome.leagueIds, { missingOnly: true });
  });
}
