import type { Player, ShotChart } from '@hoopdex/contract';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// Film room, part 1 (issue 24, decision 0021) on the real server and its seeded play-by-play:
// the demo fan opens the top trending player, reads his shot chart (checked against the API),
// and goes from his game log to the game page: box scores, plays by period, filters, the film's
// place. Axe scans and no sideways scroll at 375, 800 and 1280 px.

test.describe.configure({ timeout: 120_000 });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function topTrending(page: Page): Promise<Player> {
  const q = (v: object) => encodeURIComponent(JSON.stringify(v));
  const res = await page.request.get(
    `/api/players?limit=1&filter=${q({ trending_rank: { ne: null } })}&sort=${q({ trending_rank: 'asc' })}`,
  );
  const [player] = ((await res.json()) as { data: Player[] }).data;
  return player!;
}

test.describe('film room', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("a trending player's shot chart reads as the API says", async ({ page }, info) => {
    const player = await topTrending(page);
    const chart = (
      (await (await page.request.get(`/api/players/${player.slug}/shot-chart`)).json()) as {
        data: ShotChart;
      }
    ).data;
    expect(chart.zones.reduce((n, z) => n + z.attempts, 0)).toBeGreaterThan(0);

    await page.goto(paths.player(player.slug, 'statistics'));
    const court = page.getByRole('img', { name: /Shot chart by zone/ });
    await court.scrollIntoViewIfNeeded();
    await expect(court).toBeVisible();
    const table = page.getByRole('table', { name: /Shots by zone against the/ });
    await expect(table.getByRole('row')).toHaveCount(6); // header + 5 zones
    const rim = chart.zones.find((z) => z.zone === 'rim')!;
    await expect(table.getByRole('row', { name: /At the rim/ })).toContainText(
      `${rim.makes}-${rim.attempts}`,
    );
    await expect(court).toContainText(`${rim.makes}/${rim.attempts}`);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({
      path: info.outputPath('film-shot-chart.png'),
      fullPage: false,
    });
  });

  test('from the game log to the game page: box scores, plays by period, filters', async ({
    page,
  }, info) => {
    const player = await topTrending(page);
    await page.goto(paths.player(player.slug, 'statistics'));
    const log = page.getByRole('region', { name: 'Game log' });
    await log.scrollIntoViewIfNeeded();
    // The newest game: one of those the seed wrote play-by-play for.
    await log.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/game\/\d+$/);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(' at ');
    // The film's place: its placeholder, or the film itself where the seed filmed this game.
    await expect(
      page
        .getByRole('heading', { name: 'Film not yet available' })
        .or(page.getByRole('region', { name: 'Game film' }))
        .first(),
    ).toBeVisible();
    const boxes = page.getByRole('region', { name: /box score$/ });
    await expect(boxes).toHaveCount(2);
    await expect(
      page.getByRole('rowheader', { name: `${player.firstname} ${player.lastname}` }),
    ).toBeVisible();
    const q1 = page.getByRole('region', { name: /^First (quarter|half)$/ });
    await expect(q1).toBeVisible();
    expect(await q1.getByRole('listitem').count()).toBeGreaterThan(10);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('film-game.png') });

    const total = (await page.getByText(/^\d+ plays$/).textContent())!;
    await page.getByRole('combobox', { name: 'Player' }).selectOption(player.slug);
    await page.getByRole('combobox', { name: 'Plays' }).selectOption('shots');
    await expect(page).toHaveURL(
      new RegExp(`player=${player.slug}.*event=shots|event=shots.*player=${player.slug}`),
    );
    await expect(
      page.getByText(new RegExp(`^\\d+ of ${total.split(' ')[0]} plays$`)),
    ).toBeVisible();
    const plays = page.locator('.play-list__play');
    const n = await plays.count();
    for (let i = 0; i < n; i += 1)
      await expect(plays.nth(i)).toContainText(/(made|missed) a (two|three)/);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
  });
});
