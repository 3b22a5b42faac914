import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { games, playerGameStats } from '../../db/schema/index';
import { copyMigratedDataDir } from '../../test/server-process';
import { csvOf, seedImportFixture, twoGames } from './box-score-fixture';

// `npm run stats:import` on a stopped server's PGlite folder, as a child process. PGlite only
// (the PostgreSQL pass excludes this file in vitest.config.ts): that pass has no migrated folder
// to copy, and the import code is the API's, which both passes test.
const cli = path.resolve(import.meta.dirname, 'stats-import-cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'hoopdex-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    // As npm runs it: in the server workspace, INIT_CWD saying where the command was typed.
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

describe('npm run stats:import', { timeout: 120_000 }, () => {
  it('imports a file into a PGlite folder, and refuses a bad one naming its line', async () => {
    copyMigratedDataDir(dir);
    await withDb((db) => seedImportFixture(db));
    writeFileSync(path.join(dir, 'games.csv'), csvOf(twoGames));
    writeFileSync(path.join(dir, 'bad.csv'), csvOf([{ game_date: '2025-03-01' }, { pts: 30 }]));

    const good = await run('games.csv'); // relative to where it was started
    expect(good.out).toContain('2 games created, 3 lines inserted, 0 lines updated');
    expect(good.code).toBe(0);

    const bad = await run('bad.csv');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/bad\.csv: line 3: pts: must equal 2·fgm \+ three_pm \+ ftm \(20\)/);
    expect(bad.out).toContain('nothing imported');

    const rows = await withDb(async (db) => ({
      games: (await db.select({ n: count() }).from(games))[0]?.n,
      lines: (await db.select({ n: count() }).from(playerGameStats))[0]?.n,
    }));
    expect(rows).toEqual({ games: 2, lines: 3 }); // the bad file's good line 2 was not written

    // --create-missing (decision 0024): a new player and team; --dry-run writes nothing.
    const fresh = [{ game_date: '2025-02-01', away_team: 'SEA', player: 'zoe-zed', team: 'SEA' }];
    writeFileSync(path.join(dir, 'new.csv'), csvOf(fresh));
    const dry = await run('new.csv', '--create-missing', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('dry run: nothing was written');
    expect(dry.out).toContain('0 leagues, 0 seasons, 1 teams, 1 players created');
    const wet = await run('--create-missing', 'new.csv');
    expect(wet.out).toContain('1 games created, 1 lines inserted');
    expect(wet.code).toBe(0);
    expect(await withDb(async (db) => (await db.select({ n: count() }).from(games))[0]?.n)).toBe(3);
    expect((await run('new.csv', 'other.csv')).out).toContain('usage: npm run stats:import');
  });
});
