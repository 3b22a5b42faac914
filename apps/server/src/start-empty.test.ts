import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServer, waitForHealth, type ServerProcess } from './test/server-process';

// A real deployment (README "A real deployment", issue 31): no demo world, the first admin made
// from a browser sign-up with `npm run user:grant`, then a real league brought in by an import
// that creates what it names. On the real entry points, on an empty PGlite folder.
const root = mkdtempSync(path.join(tmpdir(), 'hoopdex-empty-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');
mkdirSync(dataDir);
const env = { SEED_ON_START: 'false', HOST: '127.0.0.1', DATA_DIR: dataDir };

async function stop(proc: ServerProcess) {
  proc.child.kill('SIGTERM');
  expect(await proc.exited).toBe(0);
}

/** `npm run user:grant -- <email> <role>`, as the README says: the CLI, server stopped. */
function userGrant(...args: string[]): Promise<{ code: number | null; out: string }> {
  const cli = path.resolve(import.meta.dirname, 'modules/auth/user-grant-cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const header =
  'game_date,league,home_team,away_team,home_score,away_score,player,player_name,team,minutes,pts,fgm,fga,three_pm,three_pa,ftm,fta,oreb,dreb,reb,ast,st,blks,turnovers,fouls';
const csv = [
  header,
  '2024-06-01,wnba,Las Vegas Aces,Seattle Storm,88,80,aja-wilson,A’ja Wilson,Las Vegas Aces,35,10,4,8,1,3,1,2,1,4,5,3,1,2,2,3',
  '2024-06-01,wnba,Las Vegas Aces,Seattle Storm,88,80,nneka-ogwumike,Nneka Ogwumike,Seattle Storm,33,12,5,9,0,1,2,2,2,6,8,2,1,0,1,2',
].join('\n');

describe('start empty, make the first admin, bring in a real league', { timeout: 300_000 }, () => {
  it('SEED_ON_START=false on an empty folder; sign-up, user:grant admin, import with create_missing', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = runServer({ ...env, PORT: String(port) });
    await waitForHealth(port, first);
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
      data: { status: 'ok', database: 'pglite' },
    });
    const none = (await (await fetch(`${base}/api/searchForPlayers`)).json()) as {
      data: unknown[];
      rowCount: number;
    };
    expect(none).toMatchObject({ data: [], rowCount: 0 });
    expect(first.output()).not.toMatch(/hoopdex-demo-2026|fan@hoopdex\.test/); // no demo accounts

    // 1. Sign up in the browser (the same call the sign-up page makes).
    const account = { name: 'Site Owner', email: 'you@example.com', password: 'a long enough phrase 1' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(account),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    await stop(first);

    // 2. The server stopped (PGlite's folder is locked while it runs): grant admin.
    const granted = await userGrant('You@Example.com', 'admin');
    expect(granted.out).toContain('you@example.com is now admin');
    expect(granted.code).toBe(0);
    const unknown = await userGrant('nobody@example.com', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/no account with e-mail nobody@example.com/);

    // 3. Start again, sign in, import a league the database has never seen.
    const again = runServer({ ...env, PORT: String(port) });
    try {
      await waitForHealth(port, again);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
        data: { role: string };
      };
      expect(me.data.role).toBe('admin');
      const { token } = (await (await fetch(`${base}/api/auth/token`, { headers: { cookie } })).json()) as {
        token: string;
      };
      const imported = await fetch(`${base}/api/admin/box-scores?create_missing=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: csv,
      });
      expect(imported.status, await imported.clone().text()).toBe(200);
      expect(((await imported.json()) as { data: unknown }).data).toMatchObject({
        games_created: 1,
        leagues_created: 1,
        seasons_created: 1,
        teams_created: 2,
        players_created: 2,
      });
      const found = (await (await fetch(`${base}/api/searchByKeyword?keyword=aja%20wilson&only[]=players`)).json()) as {
        data: { players: { slug: string }[] };
      };
      expect(found.data.players.map((p) => p.slug)).toEqual(['aja-wilson']);
    } finally {
      await stop(again);
    }
  });
});
