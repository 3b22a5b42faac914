import {
  parseClock,
  periodLengthTenths,
  periodRules,
  type FilmStatus,
  type GameDetail,
  type Play,
  type Player,
  type PlayerPlay,
} from '@hoopdex/contract';
import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { paths } from '../apps/web/src/config/paths';
import { demoSegments, filmLength } from '../apps/server/src/modules/film-sync/drawn-film';
import { demoAccounts, expect, expectAccessible, signIn, test, waitsForHydration } from './support/fixtures';
import { makeStyledFilm } from './support/media';
import { videoState, watchPlaysClip } from './support/film-video';

// Issue 29, "Film room on films we did not draw", on the real server: an admin uploads a film
// whose scoreboard is a corpus style that is not our own board (dark serif text on a white box,
// "1ST 11:41", top left) and gives NO clock region. The sync finds the scoreboard itself; then,
// at 1280 and 375 px, the game page's Watch buttons play their clips, the player's clip playlist
// plays them back to back, the film status says the board was found and shows it, axe-clean
// and no sideways scroll. One upload for both widths (one film per game): run in w1280 only
// (playwright.config.ts).

const STYLE = 'college-dark-on-light';
/** Keep the drawn film short: the sync's cost grows with it. */
const MAX_FILM_SECONDS = 30;

test.describe.configure({ timeout: 420_000 });

const q = (v: object) => encodeURIComponent(JSON.stringify(v));
const json = async <T>(page: Page, url: string) => {
  const res = await page.request.get(url);
  expect(res.ok(), `GET ${url}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
};

type Pick = { player: Player; gameId: number; period: number; plays: PlayerPlay[] };

/**
 * A trending player's game without film, and a period where he has 2–6 plays: the film is drawn
 * around those plays (as the demo film is), so their clock times are on its scoreboard.
 */
async function pickGame(page: Page): Promise<Pick> {
  const players = await json<Player[]>(
    page,
    `/api/players?limit=20&filter=${q({ trending_rank: { ne: null } })}&sort=${q({ trending_rank: 'asc' })}`,
  );
  for (const player of players) {
    const plays = await json<PlayerPlay[]>(page, `/api/players/${player.slug}/plays?limit=100`);
    for (const gameId of new Set(plays.map((p) => p.game_id))) {
      if ((await page.request.get(`/api/games/${gameId}/film`)).status() !== 404) continue;
      // All his plays of that game (the list above is one page of his plays).
      const inGame = await json<PlayerPlay[]>(
        page,
        `/api/players/${player.slug}/plays?game=${gameId}&limit=100`,
      );
      for (const period of new Set(inGame.map((p) => p.period))) {
        const mine = inGame.filter((p) => p.period === period);
        if (mine.length >= 2 && mine.length <= 6) return { player, gameId, period, plays: mine };
      }
    }
  }
  throw new Error('No trending player has a game without film with 2–6 plays in a period');
}

/** An admin's bearer token (the admin API takes one; the cookie session gives it). */
async function adminToken(browser: Browser) {
  const context = await browser.newContext();
  const page = waitsForHydration(await context.newPage());
  await signIn(page, 'admin');
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as {
    token: string;
  };
  await context.close();
  expect(token, `token of ${demoAccounts.admin}`).toBeTruthy();
  return token;
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a film with a broadcast-style board and no clock region: the sync finds the board and every width plays its clips', async ({
  page,
  browser,
}, info) => {
  await signIn(page);
  const { player, gameId, period, plays } = await pickGame(page);
  const game = await json<GameDetail>(page, `/api/games/${gameId}`);
  const rules = periodRules(game.league.name);
  const segments = demoSegments(
    plays.map((p) => ({ period: p.period, clock: parseClock(p.clock)!, event: p.event })),
    (p) => periodLengthTenths(rules, p),
    rules.regulation,
  );
  expect(filmLength(segments)).toBeLessThanOrEqual(MAX_FILM_SECONDS);
  const film = makeStyledFilm(`found-board-${gameId}`, STYLE, segments);

  const token = await adminToken(browser);
  const upload = await page.request.post(`/api/admin/games/${gameId}/film`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4' },
    data: readFileSync(film),
    timeout: 60_000,
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // Transcode and sync (behind the demo film's, on a shared runner): a few minutes at most.
  let status: FilmStatus | null = null;
  await expect
    .poll(
      async () => {
        status = await json<FilmStatus>(page, `/api/games/${gameId}/film`);
        return status.state;
      },
      { timeout: 300_000, intervals: [3000] },
    )
    .toMatch(/^(ready|failed)$/);
  const done = status as unknown as FilmStatus;
  expect(done.state, done.message ?? '').toBe('ready');
  expect(done.clock_region).toBeNull();
  expect(done.read_region?.found).toBe(true);
  expect(done.ocr?.seen.join(' ')).toMatch(/\d:\d\d/);
  const clipped = (await json<Play[]>(page, `/api/games/${gameId}/plays`)).filter(
    (p) => p.video && p.player?.slug === player.slug && p.period === period,
  );
  // Every play the film was drawn around has its clip.
  expect(clipped.length).toBe(plays.length);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 800 ? 780 : 900 });

    // The game page: a Watch button plays its play's clip.
    const play = clipped[clipped.length - 1]!;
    await watchPlaysClip(page, gameId, play);
    await expect(page.getByText(/^Playing: /)).toContainText(play.clock);

    // The film status: the board was found, shown cut from the poster, with what it read.
    const summary = page.getByText('How the film was synced');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Scoreboard found automatically')).toBeVisible();
    const preview = page.getByRole('img', {
      name: 'Preview of the scoreboard region the sync read',
    });
    await expect(preview).toBeVisible();
    const box = (await preview.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(page.getByText(/^The sync read: “/)).toBeVisible();
    await expect(page.getByText(/^Game clock read on [\d.]+% of the film/)).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`found-board-game-${width}.png`) });

    // The player's clip playlist of that game and period: the clips back to back.
    await page.goto(paths.playerPlays(player.slug, { game: gameId, period }));
    const list = page.getByRole('list', { name: /plays/ });
    await expect(list.getByRole('listitem')).toHaveCount(plays.length);
    const first = list.getByRole('listitem').first();
    await expect(first).toHaveAttribute('aria-current', 'true');
    const [a, b] = await json<PlayerPlay[]>(
      page,
      `/api/players/${player.slug}/plays?game=${gameId}&period=${period}&limit=100`,
    );
    await expect
      .poll(async () => (await videoState(page)).time, { timeout: 30_000 })
      .toBeGreaterThan(a!.video!.start + 0.5);
    expect((await videoState(page)).paused).toBe(false);
    await expect(list.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true', {
      timeout: 30_000,
    });
    await expect
      .poll(async () => (await videoState(page)).time, { timeout: 15_000 })
      .toBeGreaterThan(b!.video!.start + 0.3);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`found-board-playlist-${width}.png`) });
  }

  // The Studio at 375 px: the admin attaches the film again from its item, no region given. The
  // film shows only a few plays, so the sync asks for help: what it read is shown and the region
  // it found fills the clock region fields, to be corrected right there.
  const context = await browser.newContext({ viewport: { width: 375, height: 780 } });
  const admin = waitsForHydration(await context.newPage());
  await signIn(admin, 'admin');
  await admin.goto(paths.studioEdit(done.studio_item_id));
  await admin.getByRole('textbox', { name: 'Game id or game page address' }).fill(String(gameId));
  await admin.getByRole('button', { name: 'Attach and sync' }).click();
  await expect(admin.getByText(/^Synced: \d+ of \d+ plays have a clip/)).toBeVisible({
    timeout: 240_000,
  });
  await expect(admin.getByText('Scoreboard found automatically')).toBeVisible();
  await expect(
    admin.getByRole('img', { name: 'Preview of the scoreboard region the sync read' }),
  ).toBeVisible();
  const again = await json<FilmStatus>(admin, `/api/games/${gameId}/film`);
  await admin.getByRole('button', { name: 'Correct the clock region' }).click();
  const x = admin.getByRole('textbox', { name: 'Left (x)' });
  await expect(x).toBeFocused();
  await expect(x).toHaveValue(String(again.read_region!.x));
  await expect(admin.getByRole('textbox', { name: 'Width' })).toHaveValue(
    String(again.read_region!.w),
  );
  await admin.getByRole('button', { name: 'Add a sync point' }).click();
  await expect(
    admin.getByRole('group', { name: 'Sync point 1' }).getByRole('textbox', { name: 'Period' }),
  ).toBeFocused();
  expect(await fitsWidth(admin)).toBe(true);
  await expectAccessible(admin);
  await admin.getByText('Scoreboard found automatically').scrollIntoViewIfNeeded();
  await admin.screenshot({ path: info.outputPath('found-board-studio-375.png'), fullPage: true });
  await context.close();
});
