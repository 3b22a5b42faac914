import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readRealdata, realdataCsv, realdataPath } from '../../test/realdata';
import { mediaConfig, uploadPath } from '../media/media-config';
import { followJob, importAsJob, importSnapshot, sendImport } from './import-job.test-helper';
import { queueImport } from './import-jobs';

// Box-score imports as durable jobs (decision 0024): the real 2024 WNBA season in ESPN's format
// (2.9 MB, over the 1 MB a request may import while it waits) into an empty database.
let t: TestApp;
let token: string;
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-import-job-'));
const media = mediaConfig({ dir: mediaDir });
beforeAll(async () => {
  t = await buildTestApp({ media: { dir: mediaDir } });
  await t.db.db
    .insert(users)
    .values({ id: 'job-admin', name: 'A', email: 'job-admin@test.local', role: 'admin' });
  token = await t.sign({ sub: 'job-admin', role: 'admin' });
});
afterAll(() => t.close());

const espnFile = () => readFileSync(realdataPath('wnba-2024/espn-player-box-2024.csv'));
const official = () =>
  realdataCsv('wnba-2024/ground-truth/wnba-2024-official-player-totals.csv')
    .map((o) => ({
      slug: o.slug,
      gp: Number(o.gp),
      pts: Number(o.pts),
      reb: Number(o.reb),
      ast: Number(o.ast),
    }))
    .sort((a, b) => (a.slug as string).localeCompare(b.slug as string));
const totals = () =>
  sqlRows<{ slug: string; gp: number; pts: number; reb: number; ast: number }>(
    t.db.db,
    sql`select p.slug, count(*)::int as gp, sum(s.pts)::int as pts, sum(s.reb)::int as reb, sum(s.ast)::int as ast
      from player_game_stats s join players p on p.id = s.player_id join seasons se on se.id = s.season_id
      where se.label = '2024' group by p.slug order by p.slug`,
  );
const kept = realdataCsv('wnba-2024/wnba-2024-box-scores.csv');
const games = new Set(kept.map((r) => r.espn_game_id)).size;
const athletes = new Set(kept.map((r) => r.espn_athlete_id)).size;
const jobFiles = () => readdirSync(media.tusDir);

describe('POST /api/admin/box-scores as a job', { timeout: 300_000 }, () => {
  it('the ESPN 2024 season (2.9 MB) answers 202, shows progress, and ends with the league totals', async () => {
    const { job, seen } = await importAsJob(t, token, espnFile(), '?create_missing=true');
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({
      state: 'done',
      phase: 'done',
      progress: 100,
      dry_run: false,
      create_missing: true,
    });
    expect(job.result).toMatchObject({
      games_created: games,
      lines_inserted: kept.length,
      lines_updated: 0,
      leagues_created: 1,
      seasons_created: 1,
      teams_created: 12,
      players_created: athletes,
    });
    // Every row of the file is a line or skipped with its reason (5,930 = 4,515 + the rest).
    const rows = espnFile().toString().trim().split('\n').length - 1;
    expect(kept.length + (job.result?.skipped ?? []).reduce((n, s) => n + s.count, 0)).toBe(rows);
    // The bar moved on its way (never backwards) and the saved body is gone.
    expect(seen.every((p, i) => i === 0 || p >= (seen[i - 1] as number))).toBe(true);
    expect(jobFiles()).toEqual([]);
    expect(await totals()).toEqual(official());
  });

  it('a second import (gzipped, async) changes nothing', async () => {
    const before = await importSnapshot(t.db.db);
    const { job } = await importAsJob(
      t,
      token,
      gzipSync(espnFile()),
      '?create_missing=true&async=true',
      {
        'content-encoding': 'gzip',
      },
    );
    expect(job.result).toMatchObject({
      games_created: 0,
      lines_inserted: 0,
      lines_updated: kept.length,
      leagues_created: 0,
      seasons_created: 0,
      teams_created: 0,
      players_created: 0,
    });
    expect(await importSnapshot(t.db.db)).toEqual(before);
  });

  it('a file with an error fails its job with the line and writes nothing', async () => {
    const before = await importSnapshot(t.db.db);
    const lines = espnFile().toString().split('\n');
    const header = (lines[0] as string).split(',');
    const at = header.indexOf('points');
    // A line the import keeps (the league's file names it): its points made wrong. ESPN's file
    // has no quoted cells, so its lines split on commas.
    const line = kept[100] as Record<string, string>;
    const n = lines.findIndex(
      (l) =>
        l.startsWith(`${line.espn_game_id},2024,2,`) && l.includes(`,${line.espn_athlete_id},`),
    );
    expect(n).toBeGreaterThan(0);
    const cells = (lines[n] as string).split(',');
    cells[at] = String(Number(cells[at]) + 1);
    lines[n] = cells.join(',');
    const { job } = await importAsJob(t, token, lines.join('\n'), '?create_missing=true');
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual([
      { msg: expect.any(String) as string, param: `line ${n + 1}: points` },
    ]);
    expect(job.result).toBeNull();
    expect(await importSnapshot(t.db.db)).toEqual(before);
    expect(jobFiles()).toEqual([]);
  });

  it('a dry run as a job counts and writes nothing', async () => {
    const before = await importSnapshot(t.db.db);
    const { job } = await importAsJob(t, token, espnFile(), '?create_missing=true&dry_run=true');
    expect(job).toMatchObject({ state: 'done', dry_run: true });
    expect(job.result).toMatchObject({ lines_inserted: 0, lines_updated: kept.length });
    expect(await importSnapshot(t.db.db)).toEqual(before);
  });

  it('a job whose server died while it ran is picked up again when the server starts', async () => {
    // As a dead process leaves it: claimed, its file on disk. On PGlite (one process owns the
    // folder) a start takes back every running job, lease or not; on PostgreSQL another
    // instance may hold it, so it is taken back once its lease has run out, as here.
    const lease =
      t.db.kind === 'pglite' ? sql`now() + interval '1 hour'` : sql`now() - interval '1 second'`;
    const csv = readRealdata('wnba-2024/by-month/wnba-2024-05.csv').replaceAll(
      '2024-05-',
      '2024-10-',
    );
    const id = 'a'.repeat(32);
    await mkdir(media.tusDir, { recursive: true });
    writeFileSync(uploadPath(media, id), csv);
    const jobId = await queueImport(t.db.db, {
      userId: 'job-admin',
      uploadId: id,
      ownsFile: true,
      bytes: csv.length,
      createMissing: true,
      dryRun: false,
    });
    await t.db.db.execute(
      sql`update box_score_imports set state = 'running', attempts = 1,
            lease_until = ${lease} where id = ${jobId}`,
    );
    await t.restart();
    const { job } = await followJob(t, token, jobId);
    expect(job.errors).toEqual([]);
    expect(job.state).toBe('done');
    expect(job.result?.lines_inserted).toBe(csv.trim().split('\n').length - 1);
  });

  it('another admin may follow a job; a fan may not; an unknown job is a 404', async () => {
    const fan = await t.sign({ sub: 'job-fan', role: 'fan' });
    await t.db.db
      .insert(users)
      .values({ id: 'job-fan', name: 'F', email: 'job-fan@test.local', role: 'fan' });
    const res = await sendImport(
      t,
      token,
      readRealdata('wnba-2024/by-month/wnba-2024-06.csv'),
      '?async=true&create_missing=true',
    );
    expect(res.statusCode).toBe(202);
    const id = (res.json() as { data: { import_id: number } }).data.import_id;
    const get = (who: string, job: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/imports/${job}`,
        headers: { authorization: `Bearer ${who}` },
      });
    expect((await get(fan, id)).statusCode).toBe(403);
    expect((await get(token, 999_999)).statusCode).toBe(404);
    expect((await followJob(t, token, id)).job.state).toBe('done');
  });
});
