import { paths } from '../apps/web/src/config/paths';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

const option = (page: Page, group: string, name: RegExp) => page.getByRole('group', { name: group }).getByRole('button', { name });

// Several axe scans and page loads per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

test.describe('leaderboards (/analyze)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the filter panel rules change the list and the URL', async ({ page }, info) => {
    await page.goto(paths.analyze());
    const table = page.getByRole('table', { name: /Season Leaderboard, ranked by Performance/ });
    await expect(table).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p7-analyze.png') });

    await page.getByRole('button', { name: 'Filter' }).click();
    await option(page, 'Position', /^Center/).click();
    await expect(page).toHaveURL(/position=Center/);
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await expect(page.getByRole('group', { name: 'Class' })).toHaveCount(0);
    await option(page, 'League', /^NCAA/).first().click();
    await expect(page.getByRole('group', { name: 'Class' })).toBeVisible();
    await option(page, 'Class', /^Junior/).click();
    await expect(page).toHaveURL(/class=Junior/);
    await option(page, 'League', /^G League/).click();
    await expect(page).not.toHaveURL(/class=/);
    await expect(page.getByRole('group', { name: 'Class' })).toHaveCount(0);

    await option(page, 'Rank by Statistic', /^Turnovers/).click();
    await expect(page).toHaveURL(/stat=turnovers_average/);
    const turnovers = page.getByRole('table', { name: /ranked by Turnovers \(fewest first\)/ });
    await expect(turnovers.getByRole('columnheader', { name: 'Turnovers' })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('button', { name: /Last Week/ }).click();
    await expect(page).toHaveURL(/interval=lastweek/);
    await expect(page.getByRole('heading', { name: /Weekly Leaderboard/ })).toBeVisible();
    await expectAccessible(page);

    // The URL restores the same board.
    await page.reload();
    await expect(page.getByRole('table', { name: /Weekly Leaderboard, ranked by Turnovers/ }).or(page.getByText(/No ranked players/))).toBeVisible();
  });
});
