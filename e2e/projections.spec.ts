import type { Accuracy, LeaderboardResult, Projection } from '@hoopdex/contract';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { formatFixed } from '../apps/web/src/lib/format';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// Issue 32, web side: the projection panel, projections in compare and the accuracy page, against
// the real server's projection and accuracy endpoints on the seeded demo world.

// Several axe scans and page loads per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The season's leaders (players with games this season), as the API ranks them. */
async function leaders(page: Page, count: number) {
  const res = await page.request.get(`/api/leaderboards?limit=${count}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: LeaderboardResult };
  expect(data.items.length).toBeGreaterThanOrEqual(count);
  return data.items.map((i) => ({
    slug: i.player.slug,
    name: `${i.player.firstname} ${i.player.lastname}`.trim(),
  }));
}

async function projectionOf(page: Page, slug: string) {
  const res = await page.request.get(`/api/players/${encodeURIComponent(slug)}/projection`);
  expect(res.ok(), `projection of ${slug}`).toBe(true);
  return ((await res.json()) as { data: Projection }).data;
}

test.describe('projections', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the player page draws the projection, how it moved, and links to its accuracy', async ({
    page,
  }, info) => {
    const [player] = await leaders(page, 1);
    const projection = await projectionOf(page, player!.slug);
    await page.goto(paths.player(player!.slug));
    const panel = page.getByRole('region', { name: 'Projection', exact: true });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText(/games this season/)).toBeVisible({ timeout: 30_000 });

    // The numbers the server projected, in the drawing's table (for screen readers).
    const ranges = panel.getByRole('table', { name: /next game projection, per game/ });
    await expect(ranges).toBeAttached();
    const points = projection.next_game.pts!;
    await expect(ranges.getByRole('row', { name: /^Points/ })).toContainText(
      formatFixed(points.mean, 1),
    );
    // The ranges drawn: a bar and a dot per stat (the chart library's chunk has loaded).
    await expect(panel.locator('.chart__range').first()).toBeVisible();
    expect(await panel.locator('.chart__range').count()).toBe(
      Object.keys(projection.next_game).length,
    );
    // How it moved through the season: a line with its band, one point per date.
    await expect(
      panel.getByRole('table', { name: /projection of points moved this season/ }),
    ).toBeAttached();
    await expect(panel.locator('.chart__line')).toBeVisible();

    await panel.getByRole('button', { name: 'Rest of season' }).click();
    await expect(
      panel.getByRole('table', { name: /: rest-of-season average projection, per game$/ }),
    ).toBeAttached();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await panel.screenshot({ path: info.outputPath('projection-panel.png') });

    await panel.getByRole('link', { name: 'How accurate are these?' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/projections/accuracy\\?league=${projection.league.id}&season=${encodeURIComponent(projection.season)}`,
      ),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'How accurate are the projections?' }),
    ).toBeVisible();
  });

  test('compare shows the players’ projections side by side', async ({ page }) => {
    const [a, b] = await leaders(page, 2);
    const [pa, pb] = [await projectionOf(page, a!.slug), await projectionOf(page, b!.slug)];
    await page.goto(paths.playerCompare(a!.slug, [b!.slug]));
    const table = page.getByRole('table', { name: /^Projected rest-of-season average, per game/ });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('rowheader', { name: b!.name })).toBeVisible({ timeout: 30_000 });
    // A row per player; the first stat column is points.
    for (const [player, p] of [
      [a!, pa],
      [b!, pb],
    ] as const) {
      const value = p.games_left > 0 ? p.rest_of_season.pts : undefined;
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: player.name, exact: true }) });
      if (value)
        await expect(row.getByRole('cell').first()).toContainText(formatFixed(value.mean, 1));
    }
    await expect(
      page.getByRole('table', { name: /^Points: projected rest-of-season average/ }),
    ).toBeAttached();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  test('the accuracy page shows the backtest by league and season, in a shareable URL', async ({
    page,
  }, info) => {
    const res = await page.request.get('/api/projections/accuracy');
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: Accuracy };
    await page.goto(paths.projectionsAccuracy());
    await expect(
      page.getByRole('heading', { level: 1, name: 'How accurate are the projections?' }),
    ).toBeVisible({ timeout: 30_000 });
    const next = page.getByRole('table', { name: /^Next game: error by stat/ });
    await expect(next).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('table', { name: /^Rest-of-season average: error by stat/ }),
    ).toBeVisible();
    const model = data.rows.find(
      (r) => r.horizon === 'next_game' && r.stat === 'pts' && r.method === 'model',
    );
    if (model)
      await expect(next.getByRole('row', { name: /^Points/ })).toContainText(
        formatFixed(model.rmse, 2),
      );
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('projection-accuracy.png'), fullPage: true });

    const picker = page.getByRole('combobox', { name: 'League and season' });
    const other = data.available.find(
      (a) => a.league.id !== data.league.id || a.season !== data.season,
    );
    if (other) {
      await picker.selectOption(`${other.league.id}:${other.season}`);
      await expect(page).toHaveURL(
        new RegExp(`league=${other.league.id}&season=${encodeURIComponent(other.season)}`),
      );
      await expect(page.locator('.accuracy__result')).toContainText(
        `${other.league.name} ${other.season}`,
      );
      // The link alone opens the same league season.
      await page.reload();
      await expect(picker).toHaveValue(`${other.league.id}:${other.season}`);
    }
  });

  test('the leaderboards rank the season by projection, each with its 80 % range', async ({
    page,
  }) => {
    await page.goto(paths.analyze());
    await expect(
      page.getByRole('table', { name: /Season Leaderboard, ranked by Performance/ }),
    ).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('group', { name: 'Ranking' })
      .getByRole('button', { name: 'Projected' })
      .click();
    await expect(page).toHaveURL(/projected=1/);
    const table = page.getByRole('table', {
      name: /ranked by Projected Points \(rest-of-season average/,
    });
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('row').nth(1)).toContainText(/\d+\.\d \(\d+\.\d–\d+\.\d\)/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });
});
