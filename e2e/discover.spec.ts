import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, expectUncovered, signIn, test } from './support/fixtures';

// Several page loads and axe scans per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

test.describe('Discover, search and NIL Targets', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("home feed pages with 'Show More' and keeps its pages after visiting a video", async ({
    page,
  }, info) => {
    await page.goto(paths.home());
    await expect(page.getByRole('heading', { level: 1, name: 'Hoopdex' })).toBeVisible();
    const feed = page.getByRole('region', { name: 'Latest Discoveries' });
    const items = feed.getByRole('list').first().locator(':scope > li');
    await expect(items).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Trending Players' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /NIL Targets$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hoopdex Picks' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-home.png'), fullPage: false });

    await feed.getByRole('button', { name: 'Show More' }).click();
    await expect(items).toHaveCount(20);

    // Trending players link to /player/{slug}.
    const trending = page.getByRole('region', { name: 'Trending Players' }).getByRole('link');
    await expect(trending).toHaveCount(10);
    await expect(trending.first()).toHaveAttribute('href', /^\/player\/[^/]+$/);
    // Each row ends with the player's Hoopdex Value, short, or "No games" (never $0), inside the
    // row at every width (issue 33).
    const values = page
      .getByRole('region', { name: 'Trending Players' })
      .locator('.side-list__aside');
    await expect(values).toHaveCount(10);
    for (const text of await values.allTextContents())
      expect(text).toMatch(/^Hoopdex Value: (\$\d+(\.\d)?[KM]|\$\d{1,3}|No games)$/);
    const row = await trending.first().boundingBox();
    const value = await values.first().boundingBox();
    expect(value!.x + value!.width).toBeLessThanOrEqual(row!.x + row!.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The last video of the two pages (how many of the 20 items are videos depends on the day's
    // mix of seeded content), then back: both pages are still there.
    const video = feed.locator('a[href^="/video/"]').last();
    await video.click();
    await expect(page).toHaveURL(/\/video\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(items).toHaveCount(20);
  });

  test('header search reaches results; View all pages the videos', async ({
    page,
    request,
  }, info) => {
    const players = await (
      await request.get('/api/players?limit=1&sort={"trending_rank":"asc"}')
    ).json();
    const keyword: string = players.data[0].lastname;
    await page.goto(paths.home());
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    // Search is on by default (VITE_SEARCH_ENABLED unset): a missing box is a failure.
    await expect(toggle, 'header search button').toHaveCount(1);
    await toggle.click();
    const box = page.getByRole('combobox');
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(paths.search(keyword));
    const heading = page.getByRole('heading', {
      level: 1,
      name: `Search results for “${keyword}”`,
    });
    await expect(heading).toBeVisible();
    // Below 850 px the open search box is a row of the header: it must not cover the page's top.
    await expectUncovered(heading);
    await expect(
      page
        .getByRole('region', { name: /^Players/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveValue(keyword);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-search.png'), fullPage: false });

    const viewAll = page.getByRole('link', { name: 'View all videos' });
    if ((await viewAll.count()) > 0) {
      await viewAll.click();
      await expect(page).toHaveURL(paths.viewAllVideoResults(keyword));
      await expect(page.getByRole('heading', { level: 1, name: /Videos matching/ })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a search without results suggests where to go', async ({ page }) => {
    await page.goto(paths.search('qqqzzzxxy'));
    await expect(page.getByText('No results for “qqqzzzxxy”.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players trending now' })).toBeVisible();
    await expectAccessible(page);
  });

  test('NIL Targets lists the draft year with pages in the URL', async ({ page }, info) => {
    await page.goto(paths.targets());
    await expect(
      page.getByRole('heading', { level: 1, name: /^\d{4} NIL Targets$/ }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('link');
    await expect(rows.first()).toHaveAttribute('href', /^\/player\//);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p6-targets.png'), fullPage: false });
    const next = page.getByRole('link', { name: 'Next' });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    }
  });
});
