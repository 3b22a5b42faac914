import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readRealdata, realdataPath } from '../../test/realdata';
import { importAsJob, importSnapshot, seasonTotals } from './import-job.test-helper';

// The 2024 WNBA season month by month (by-month/*.csv, in order) into one empty database and
// the whole season's file into another, both through the job path: every player's season
// totals are the same, and a second import changes nothing (decision 0024).
let byMonth: TestApp;
let whole: TestApp;
beforeAll(async () => {
  // One after the other: two apps built at once on a busy machine outlast the hook's time.
  byMonth = await buildTestApp();
  whole = await buildTestApp();
  for (const t of [byMonth, whole])
    await t.db.db
      .insert(users)
      .values({ id: 'mw-admin', name: 'A', email: 'mw-admin@test.local', role: 'admin' });
}, 300_000);
afterAll(async () => {
  await Promise.all([byMonth?.close(), whole?.close()]);
});
/** A fresh token per import: the whole run may outlive one (they last 5 minutes). */
const tokenOf = (t: TestApp) => t.sign({ sub: 'mw-admin', role: 'admin' });

const monthDir = realdataPath('wnba-2024/by-month');
const months = readdirSync(monthDir)
  .filter((f) => f.endsWith('.csv'))
  .sort();
const query = '?create_missing=true&async=true';

describe('month files in order equal the whole season', { timeout: 600_000 }, () => {
  it('imports five months one after another and the season in one file', async () => {
    expect(months).toHaveLength(5);
    let lines = 0;
    for (const m of months) {
      const { job } = await importAsJob(
        byMonth,
        await tokenOf(byMonth),
        readRealdata(`wnba-2024/by-month/${m}`),
        query,
      );
      expect(job.errors, m).toEqual([]);
      lines += job.result?.lines_inserted ?? 0;
    }
    const { job } = await importAsJob(
      whole,
      await tokenOf(whole),
      readRealdata('wnba-2024/wnba-2024-box-scores.csv'),
      query,
    );
    expect(job.errors).toEqual([]);
    expect(lines).toBe(job.result?.lines_inserted);
    expect(lines).toBe(4515);
  });

  it("every player's season totals are the same both ways", async () => {
    const [a, b] = await Promise.all([
      seasonTotals(byMonth.db.db, '2024'),
      seasonTotals(whole.db.db, '2024'),
    ]);
    expect(a.length).toBeGreaterThan(150);
    expect(a).toEqual(b);
    const [sa, sb] = await Promise.all([
      importSnapshot(byMonth.db.db),
      importSnapshot(whole.db.db),
    ]);
    expect(sa).toEqual(sb);
  });

  it('importing the months again changes nothing', async () => {
    const before = await importSnapshot(byMonth.db.db);
    for (const m of months) {
      const { job } = await importAsJob(
        byMonth,
        await tokenOf(byMonth),
        readRealdata(`wnba-2024/by-month/${m}`),
        query,
      );
      expect(job.result, m).toMatchObject({
        games_created: 0,
        lines_inserted: 0,
        players_created: 0,
        teams_created: 0,
      });
    }
    expect(await importSnapshot(byMonth.db.db)).toEqual(before);
  });
});
