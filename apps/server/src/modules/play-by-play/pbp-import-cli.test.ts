import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { playByPlayEvents } from '../../db/schema/index';
import { copyMigratedDataDir } from '../../test/server-process';
import { importBoxScores } from '../box-score-import/box-score-import.service';
import { csvOf, seedImportFixture, twoGames } from '../box-score-import/box-score-fixture';
import { game1Rows, pbpCsv } from './pbp-fixture';

// `npm run pbp:import` on a stopped server's PGlite folder, as a child process. PGlite only
// (excluded from the PostgreSQL pass in vitest.config.ts, as stats:import's test is): the
// import code is the API's, which both passes test.
const cli = path.resolve(import.meta.dirname, 'pbp-import-cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'hoopdex-pbp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      INIT_CWD: dir,
      DATA_DIR: '.',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({ dataDir: dir });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run pbp:import', { timeout: 120_000 }, () => {
  it('imports a file, says so again unchanged, and refuses a bad one naming its line', async () => {
    copyMigratedDataDir(dir);
    await withDb(async (db) => {
      await seedImportFixture(db);
      expect((await importBoxScores(db, csvOf(twoGames))).ok).toBe(true);
    });
    writeFileSync(path.join(dir, 'plays.csv'), pbpCsv(game1Rows()));
    const bad = game1Rows();
    bad[3] = { ...bad[3]!, clock: '13:00' };
    writeFileSync(path.join(dir, 'bad.csv'), pbpCsv(bad));

    const good = await run('plays.csv');
    expect(good.out).toMatch(/game \d+: 57 events\n/);
    expect(good.code).toBe(0);
    expect((await run('plays.csv')).out).toMatch(/57 events \(unchanged\)/);

    const refused = await run('bad.csv');
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /bad\.csv: line 5: clock: 13:00 is past the length of Q1 \(12:00\)/,
    );
    expect(refused.out).toContain('nothing imported');
    const n = await withDb(
      async (db) => (await db.select({ n: count() }).from(playByPlayEvents))[0]?.n,
    );
    expect(n).toBe(57);
  });
});
