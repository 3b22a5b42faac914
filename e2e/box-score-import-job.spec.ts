import type { Page } from '@playwright/test';
import { realdataPath } from '../apps/server/src/test/realdata';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// A whole real season (the 2024 WNBA in ESPN's player box format, 2.9 MB: over the 1 MB a
// request imports while it waits) through the admin page: reviewed by a dry run, then imported,
// both as jobs with a progress bar (decision 0024). Runs at 375 and 1280 px (playwright.config).
test.describe.configure({ timeout: 300_000 });

/** "…: N new games, A new and B updated box-score lines…": the lines counted, A + B. */
function linesOf(text: string): number {
  const m = /([\d,]+) new and ([\d,]+) updated box-score lines/.exec(text);
  expect(m, text).not.toBeNull();
  const n = (s: string) => Number(s.replaceAll(',', ''));
  return n(m![1]!) + n(m![2]!);
}

test('an admin reviews a real season, imports it with a progress bar, and its players are listed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(paths.profile('box-scores'));
  await expect(page.getByRole('heading', { name: 'Import box scores' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel('Box-score CSV file')
    .setInputFiles(realdataPath('wnba-2024/espn-player-box-2024.csv'));
  await page.getByLabel('Create the seasons, teams and players it names').check();
  await page.getByLabel('Dry run: check and count, change nothing').check();
  await page.getByRole('button', { name: 'Import' }).click();

  // The review: the job's bar moves (a figure on it), then the summary of what would change.
  const bar = page.getByRole('progressbar');
  await expect(page.locator('[role="progressbar"][aria-valuenow]')).toBeVisible({
    timeout: 60_000,
  });
  await expect(bar).toHaveAccessibleName(
    /Checking every row|Writing the box scores|Refreshing|Waiting/,
  );
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Dry run, nothing changed\. It would import: /, {
    timeout: 120_000,
  });
  expect(linesOf(await status.innerText())).toBe(4515);
  await expect(status).toContainText('did not play');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Confirmed: the same file for real, the bar again, then what it did.
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.locator('[role="progressbar"][aria-valuenow]')).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page);
  await expect(status).toHaveText(/^Imported: /, { timeout: 180_000 });
  expect(linesOf(await status.innerText())).toBe(4515);
  await expect(bar).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The league is there: its leading scorer among its players.
  // (before the fix the page said "League not found" for minutes: the league list was cached)
  await page.goto(paths.players('wnba'));
  await expect(page.getByRole('heading', { level: 1, name: 'WNBA Players' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('wilson');
  await expect(page.getByRole('link', { name: "A'ja Wilson" })).toBeVisible();

  // Her page (decision 0032): the league came with no pictures, so the server names drawn ones
  // (the Aces' crest, the WNBA's mark) and the photo is her initials, decorative beside her name.
  await page.getByRole('link', { name: "A'ja Wilson" }).click();
  await expect(page.getByRole('heading', { level: 1, name: /A'ja Wilson/ })).toBeVisible();
  const header = page.locator('.player-header');
  // (Named from the team's name as the import stored it: ESPN's file gives its abbreviation.)
  const crest = header.locator('img[src^="/media/logos/wnba-"]');
  await expect(crest).toHaveAttribute('alt', '');
  await expect(header.getByRole('img', { name: 'WNBA logo' })).toBeVisible();
  // Polled: a client-side navigation puts the <img> in before its bytes arrive (read once, it
  // failed in CI when the server was busy).
  await expect
    .poll(() => crest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the drawn crest loads',
    })
    .toBe(true);
  await expect(header.locator('.player-header__photo')).toHaveAttribute('alt', '');
  // Her career before 2024 is not in our data: her best games are season highs, never career highs.
  // Through the page's own fetch, as the site reads: the test's request context once got an
  // ECONNRESET here at 1280 px (not understood; it passed on a rerun).
  const big = await page.evaluate(
    async () =>
      (await (await fetch('/api/big-games?player=a-ja-wilson&limit=100')).json()) as {
        data: { reasons: string[] }[];
      },
  );
  const reasons = big.data.flatMap((g) => g.reasons);
  expect(reasons).toContain('season_high_pts');
  expect(reasons.filter((r) => r.startsWith('career_high'))).toEqual([]);
  await expect(page.getByText(/career-high/)).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

async function expectNoSidewaysScroll(page: Page) {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over, 'no sideways scroll').toBeLessThanOrEqual(0);
}
