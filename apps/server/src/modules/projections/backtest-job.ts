import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import { backtestSeason } from './backtest.service';
import { backtestsChanged } from './projections-cache';

// The backtest as a durable job (docs/decisions/0026-projections.md). An import marks its
// leagues' seasons due in its own transaction (a rolled-back import asks for nothing; a
// committed one cannot be forgotten by a crash). Any instance claims a due row with a lease; a
// row whose runner died is claimed again once the lease lapses. A request that lands while a
// run is under way moves request_seq, so that run leaves the row due for one more.

const LEASE = "interval '5 minutes'";
const MAX_ATTEMPTS = 3;

/** Marks every season with box scores of these leagues due (history moves later seasons too). */
export async function markBacktestsDue(db: Database, leagueIds: readonly number[]): Promise<void> {
  if (!leagueIds.length) return;
  await db.execute(
    sql`insert into projection_backtests (league_id, season_id)
        select s.league_id, s.id from seasons s
        where s.league_id in (${sql.join(
          leagueIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and exists (select 1 from player_game_stats p where p.season_id = s.id)
        on conflict (league_id, season_id) do update set
          request_seq = projection_backtests.request_seq + 1,
          attempts = 0,
          state = case when projection_backtests.state = 'running' then 'running' else 'due' end`,
  );
}

/** Start-up: seasons with box scores and no backtest row (data from before this feature). */
export async function ensureBacktests(db: Database): Promise<void> {
  await db.execute(
    sql`insert into projection_backtests (league_id, season_id)
        select s.league_id, s.id from seasons s
        where exists (select 1 from player_game_stats p where p.season_id = s.id)
        on conflict (league_id, season_id) do nothing`,
  );
}

interface Claimed {
  league_id: number;
  season_id: number;
  request_seq: number;
  attempts: number;
}

async function claim(db: Database): Promise<Claimed | undefined> {
  const [row] = await sqlRows<Claimed>(
    db,
    sql`update projection_backtests b set state = 'running', attempts = b.attempts + 1,
          lease_until = now() + ${sql.raw(LEASE)}
        from (select league_id, season_id from projection_backtests
              where state = 'due' or (state = 'running' and lease_until < now())
              order by league_id, season_id limit 1 for update skip locked) due
        where b.league_id = due.league_id and b.season_id = due.season_id
        returning b.league_id, b.season_id, b.request_seq::int as request_seq, b.attempts`,
  );
  return row;
}

/**
 * Runs due backtests until none is left; answers how many were stored. Tests call it; the
 * server runs it on a timer (startProjectionJobs).
 */
export async function runDueBacktests(deps: ServiceDeps): Promise<number> {
  const db = deps.db.db;
  let done = 0;
  for (let job = await claim(db); job; job = await claim(db)) {
    try {
      const result = await backtestSeason(db, job.league_id, job.season_id);
      await db.execute(
        sql`update projection_backtests set
              state = case when request_seq = ${job.request_seq} then 'done' else 'due' end,
              done_seq = ${job.request_seq}, computed_at = now(), lease_until = null, error = null,
              as_of_dates = ${JSON.stringify(result.asOfDates)}::jsonb,
              rows = ${JSON.stringify(result.rows)}::jsonb
            where league_id = ${job.league_id} and season_id = ${job.season_id}`,
      );
      done += 1;
      await backtestsChanged(deps.cache);
    } catch (err) {
      await db.execute(
        sql`update projection_backtests set lease_until = null, error = ${(err as Error).message},
              state = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'due' end
            where league_id = ${job.league_id} and season_id = ${job.season_id}`,
      );
      throw err;
    }
  }
  return done;
}

/** Every instance ticks; rows are claimed one at a time, so two instances share the work. */
export function startProjectionJobs(
  deps: ServiceDeps,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 5_000,
  /** Called once the first tick found nothing left to claim (start-up readiness). */
  onFirstRun?: () => void,
): () => void {
  let busy = false;
  let first = true;
  const tick = () => {
    if (busy) return;
    busy = true;
    void (async () => {
      if (first) await ensureBacktests(deps.db.db);
      first = false;
      await runDueBacktests(deps);
    })()
      .catch((err: unknown) => log.warn({ err }, 'projection backtest failed'))
      .finally(() => {
        busy = false;
        onFirstRun?.();
        onFirstRun = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
