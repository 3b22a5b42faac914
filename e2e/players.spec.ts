import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, signIn, test, waitsForHydration } from './support/fixtures';

// Several axe scans and page loads per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

test.describe('players, player page and compare', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('player list leads to a player page with statistics, totals, weekly numbers and tabs', async ({ page }, info) => {
    await page.goto(paths.players());
    const list = page.getByRole('table', { name: /NBA Players/ });
    await expect(list).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('columnheader', { name: /Team/ }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=team_name/);
    await expect(page.getByRole('columnheader', { name: /Team/ })).toHaveAttribute('aria-sort', 'ascending');
    // The old page stays on screen (aria-busy) until the sorted one arrives.
    await expect(page.getByRole('region', { name: /NBA Players/ })).toHaveAttribute('aria-busy', 'false');

    const first = list.getByRole('rowheader').first().getByRole('link');
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const table = page.getByRole('table', { name: 'Season averages per game' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Turnovers (fewer is better)' })).toBeVisible();
    await expect(table.getByRole('img', { name: /^(Rating \d+ of 100|Not rated)/ }).first()).toBeVisible();
    await expect(page.getByRole('figure', { name: /^Rating by stat/ })).toBeVisible(); // the lazily loaded chart
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('p7-player.png'), fullPage: false });

    await page.getByRole('button', { name: /Totals/ }).click();
    await expect(page.getByRole('table', { name: 'Season totals' })).toBeVisible();
    await expect(page).toHaveURL(/mode=total/);
    await page.getByRole('button', { name: /Last Week/ }).click();
    await expect(page.getByRole('table', { name: 'Last Week totals' })).toBeVisible();

    for (const tab of ['Gear', 'Info', 'Timeline']) {
      await page.getByRole('navigation', { name: 'Player sections' }).getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`));
    }
    await expectAccessible(page);
  });

  test('compare shares the selection by URL', async ({ page, context }) => {
    await page.goto(paths.players());
    const links = page.getByRole('table', { name: /NBA Players/ }).getByRole('rowheader').getByRole('link');
    await expect(links.first()).toBeVisible();
    const other = (await links.nth(1).textContent())!.trim();
    await links.first().click();
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare$/);
    // Keyboard only (issue 34: a combobox): type, ArrowDown to the name, Enter adds the player.
    const picker = page.getByRole('combobox', { name: 'Add a player to compare' });
    await picker.fill(other.split(' ').at(-1)!);
    const choice = page
      .getByRole('listbox', { name: 'Matching players' })
      .getByRole('option')
      .filter({ has: page.getByText(other, { exact: true }) });
    await expect(choice).toBeVisible();
    for (let i = 0; i < 8 && (await choice.getAttribute('aria-selected')) !== 'true'; i += 1) {
      await picker.press('ArrowDown');
    }
    await expect(choice).toHaveAttribute('aria-selected', 'true');
    await expect(picker).toHaveAttribute('aria-activedescendant', (await choice.getAttribute('id'))!);
    await expectAccessible(page);
    await picker.press('Enter');
    await expect(page).toHaveURL(/with=/);
    await expect(page.getByRole('columnheader', { name: other })).toBeVisible();
    await expect(page.getByText('★ marks the better value', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // The link alone rebuilds the comparison in a fresh tab.
    const shared = waitsForHydration(await context.newPage());
    await shared.goto(page.url());
    await expect(shared.getByRole('columnheader', { name: other })).toBeVisible();
    await shared.close();
  });
});
