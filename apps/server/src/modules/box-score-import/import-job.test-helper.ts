import { envelope, importJobSchema, importQueuedSchema, type ImportJob } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { TestApp } from '../../test/build-test-app';

// Test helpers of the import jobs (decision 0024): send a file, follow its job to the end.

export async function sendImport(
  t: TestApp,
  token: string,
  body: string | Buffer,
  query: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/box-scores${query}`,
    payload: body,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}`, ...headers },
  });
}

export async function getJob(t: TestApp, token: string, id: number): Promise<ImportJob> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/imports/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(importJobSchema).parse(res.json()).data;
}

/** Polls the job until it is done or failed; answers it and every progress figure seen. */
export async function followJob(t: TestApp, token: string, id: number, timeoutMs = 240_000) {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(t, token, id);
    seen.push(job.progress);
    if (job.state === 'done' || job.state === 'failed') return { job, seen };
    if (Date.now() > deadline)
      throw new Error(`import ${id} still ${job.state} (${job.progress} %)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends a file that must run as a job and follows it to its end. */
export async function importAsJob(
  t: TestApp,
  token: string,
  body: string | Buffer,
  query: string,
  headers: Record<string, string> = {},
) {
  const res = await sendImport(t, token, body, query, headers);
  expect(res.statusCode, res.body).toBe(202);
  const { import_id } = envelope(importQueuedSchema).parse(res.json()).data;
  return followJob(t, token, import_id);
}

/** Every player's season totals (games and the 15 counted figures), by slug. */
export const seasonTotals = (db: Database, label: string) =>
  sqlRows<Record<string, string | number>>(
    db,
    sql`select p.slug, count(*)::int as gp, sum(s.minutes)::int as min, sum(s.pts)::int as pts,
          sum(s.fgm)::int as fgm, sum(s.fga)::int as fga, sum(s.three_pm)::int as three_pm,
          sum(s.three_pa)::int as three_pa, sum(s.ftm)::int as ftm, sum(s.fta)::int as fta,
          sum(s.oreb)::int as oreb, sum(s.dreb)::int as dreb, sum(s.reb)::int as reb,
          sum(s.ast)::int as ast, sum(s.st)::int as st, sum(s.blks)::int as blks,
          sum(s.turnovers)::int as turnovers, sum(s.fouls)::int as fouls
        from player_game_stats s join players p on p.id = s.player_id
        join seasons se on se.id = s.season_id
        where se.label = ${label} group by p.slug order by p.slug`,
  );

/** What a second import must leave alone: the counts of every table it writes. */
export const importSnapshot = async (db: Database) =>
  (
    await sqlRows<Record<string, number>>(
      db,
      sql`select (select count(*) from leagues)::int as leagues, (select count(*) from seasons)::int as seasons,
        (select count(*) from teams)::int as teams, (select count(*) from players)::int as players,
        (select count(*) from games)::int as games, (select count(*) from player_game_stats)::int as lines,
        (select sum(pts)::int from player_game_stats) as pts`,
    )
  )[0];
